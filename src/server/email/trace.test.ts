import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { createUser } from '../../../tests/support/factories';
import { header, startSmtpPeer } from '../../../tests/support/smtp-peer';
import { emailOutbox } from '../db/schema';
import { periodicJob } from '../jobs/periodic';
import { enqueueEmail } from './outbox';
import { smtpTransport } from './transports';
import { deliverDue } from './worker';

/*
 * One id follows the work (issue 24): the mail a request queues carries the request's x-request-id, in the
 * outbox and as the X-Request-Id header a real SMTP server receives; a background job's round has an id
 * of its own that its mail carries the same way.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let transport: ReturnType<typeof smtpTransport>;
beforeAll(async () => {
  t = await startTestApp();
  smtp = await startSmtpPeer();
  transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Homefield <no-reply@homefield.local>');
});
afterAll(async () => {
  await transport.close?.();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
  smtp.received.length = 0;
});

const send = () =>
  deliverDue(t.deps, smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Homefield <no-reply@homefield.local>'));

describe('the request id in mail', () => {
  it("carries a request's id from its answer to the mail's X-Request-Id header", async () => {
    const user = await createUser(t);
    const res = await t
      .client()
      .post(
        '/api/account/password-reset/request',
        { email: user.email },
        { 'x-request-id': 'trace-reset-0001' },
      );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('trace-reset-0001');
    const [queued] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
    expect(queued!.requestId).toBe('trace-reset-0001');
    expect(await send()).toMatchObject({ sent: 1 });
    expect(header(smtp.received[0]!.raw, 'X-Request-Id')).toBe('trace-reset-0001');
  });

  it("gives each job round an id of its own, which the round's mail carries", async () => {
    const job = periodicJob({
      name: 'trace_test',
      pollMs: 60_000,
      log: pino({ level: 'silent' }),
      failure: 'trace test failed',
      async run() {
        await enqueueEmail(t.db, {
          kind: 'test',
          to: 'job@example.com',
          subject: 'From a job',
          text: 'Hello',
        });
        return 1;
      },
    });
    await job.runOnce();
    await job.runOnce();
    const ids = (await t.db.select().from(emailOutbox)).map((m) => m.requestId);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^trace_test-[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(2);
    // Queued outside any request or round, a mail has none, and no header.
    await enqueueEmail(t.db, { kind: 'test', to: 'none@example.com', subject: 'Plain', text: 'Hello' });
    await t.db.delete(emailOutbox).where(eq(emailOutbox.toEmail, 'job@example.com'));
    await send();
    expect(header(smtp.received[0]!.raw, 'X-Request-Id')).toBeUndefined();
  });
});
