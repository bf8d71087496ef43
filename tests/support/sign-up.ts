import type { MailboxList, MailboxMessage } from '../../src/shared/schemas/mailbox';
import type { Http } from './http';

async function expectStatus(http: Http, method: string, path: string, body: unknown, status: number) {
  const res = await http.request(method, path, body);
  if (res.status !== status)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The token of the newest confirmation link mailed to `email`, read from the dev mailbox. */
export async function confirmationTokenFor(http: Http, email: string): Promise<string> {
  const list: MailboxList = await expectStatus(http, 'GET', '/api/dev/mailbox', undefined, 200);
  const summary = list.messages.find((mail) => mail.to === email && mail.kind === 'verify_email');
  if (!summary) throw new Error(`no confirmation mail to ${email}`);
  const mail: MailboxMessage = await expectStatus(
    http,
    'GET',
    `/api/dev/mailbox/${summary.id}`,
    undefined,
    200,
  );
  return decodeURIComponent(/token=([^\s"&]+)/.exec(mail.text)![1]!);
}

/**
 * Signs up through `path` (any sign-up route) as a person does: the 202 that says "check your email", then
 * the mailed link opened by the same caller, which signs it in. Answers the confirmation's { user }.
 */
export async function signUpConfirmed(
  http: Http,
  path: string,
  body: { email: string; [field: string]: unknown },
) {
  await expectStatus(http, 'POST', path, body, 202);
  const token = await confirmationTokenFor(http, body.email);
  return expectStatus(http, 'POST', '/api/auth/confirm-email', { token }, 200) as Promise<{
    user: { id: string; email: string; roles: string[]; type: string };
  }>;
}
