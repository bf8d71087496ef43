import { expect } from 'vitest';
import type { TestApp, TestClient } from '../app';
import { fromAddress } from './donations';
import { mailTo } from './payments';

/** Asks for a giving-page link for `email`, from a fresh address unless `headers` says otherwise. */
export const askGivingLink = (t: TestApp, email: string, client = t.client(), headers = fromAddress()) =>
  client.post('/api/giving/link', { email }, headers);

/** The token of the newest giving link mailed to `email`. */
export async function givingTokenFrom(t: TestApp, email: string): Promise<string> {
  const link = (await mailTo(t, email))
    .map((mail) => mail.text.match(/http:\/\/homefield\.test\/giving\?\S+/)?.[0])
    .filter(Boolean)
    .pop();
  if (!link) throw new Error(`no giving link mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** A browser with the giving page of `email` open, through the mailed link. */
export async function donorBrowser(t: TestApp, email: string): Promise<TestClient> {
  expect((await askGivingLink(t, email)).status).toBe(202);
  const client = t.client();
  const opened = await client.post('/api/giving/session', { token: await givingTokenFrom(t, email) });
  expect(opened.status).toBe(200);
  return client;
}

/** The Cookie header of a giving session opened for `email`, to send along with any caller's own. */
export async function givingCookie(t: TestApp, email: string): Promise<string> {
  const browser = await donorBrowser(t, email);
  return `hf_donor=${browser.cookies.get('hf_donor')}`;
}
