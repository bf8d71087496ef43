import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../../src/server/db/schema';
import type { TestApp, TestClient } from '../app';
import { fromAddress } from './donations';

export const NEW_PASSWORD = 'Fresh#Meadow84Lane';
export const WRONG = 'Wrong#Guess42';

/** A browser-like caller from an address of its own (these apps trust X-Forwarded-For). */
export function clientAt(t: TestApp, ip = fromAddress()['x-forwarded-for']) {
  const client = t.client();
  const as = (headers?: Record<string, string>) => ({ ...fromAddress(ip), ...headers });
  return {
    ip,
    client,
    post: (path: string, body?: unknown) => client.post(path, body, as()),
    get: (path: string) => client.get(path, as()),
    delete: (path: string) => client.delete(path, as()),
  };
}
export type ClientAt = ReturnType<typeof clientAt>;

export const signInBody = (email: string, password: string) => ({ email, password });

/** Mails of one kind to one address, newest first. */
export function mailsTo(t: TestApp, email: string, kind: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt));
}

/** Asks for a reset link as a person would, and reads the token from the newest reset mail. */
export async function requestResetLink(t: TestApp, email: string, by: ClientAt = clientAt(t)) {
  const res = await by.post('/api/account/password-reset/request', { email });
  if (res.status !== 200) throw new Error(`request-reset failed: ${JSON.stringify(res.body)}`);
  const [mail] = await mailsTo(t, email, 'reset_password');
  const match = /\/auth\/reset\?token=([^\s"&]+)/.exec(mail!.text);
  return decodeURIComponent(match![1]!);
}

export const resetBody = (token: string, password = NEW_PASSWORD) => ({
  token,
  password,
  confirmPassword: password,
});

/** The signed-in user this client's cookie stands for right now (null when signed out). */
export async function whoIs(client: TestClient | ClientAt) {
  return (await client.get('/api/auth/session')).body.user as { id: string } | null;
}
