import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { signedInClient } from '../../../tests/support/factories';
import { emailOutbox, users } from '../db/schema';

/** The confirmation link mailed to an unconfirmed user after a resend asked for with forged Host headers. */
async function linkAfterForgedResend(t: TestApp): Promise<string> {
  const { user, client } = await signedInClient(t);
  await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
  const res = await client.post('/api/auth/resend-confirmation', undefined, {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  });
  expect(res.status).toBe(200);
  const [mail] = await t.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, user.email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('hole 8: start-up trusts the request and the defaults (links in emails)', () => {
  it('builds email links from APP_URL whatever Host the request names', async () => {
    const t = await startTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://homefield.example',
      SESSION_SECRET: 'a-private-test-secret-of-some-length',
      PAYMENTS_PROVIDER: 'sandbox',
      TRUST_PROXY: '1',
    });
    expect(await linkAfterForgedResend(t)).toMatch(/^https:\/\/homefield\.example\/auth\/confirm\?/);
  });

  it('builds them from this machine in development without APP_URL', async () => {
    const t = await startTestApp({ NODE_ENV: 'development', PORT: '4123', APP_URL: undefined as never });
    expect(await linkAfterForgedResend(t)).toMatch(/^http:\/\/localhost:4123\/auth\/confirm\?/);
  });
});
