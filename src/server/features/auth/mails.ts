import { escapeHtml } from '../../email/html';
import type { OutgoingMail } from '../../email/outbox';

export function confirmEmailMail(input: { to: string; name: string | null; link: string }): OutgoingMail {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  return {
    kind: 'verify_email',
    to: input.to,
    toName: input.name,
    subject: 'Confirm your email for Homefield',
    text: `${greeting}\n\nWelcome to Homefield. Please confirm your email address by opening this link:\n\n${input.link}\n\nIf you did not create an account, you can ignore this message.\n\nThe Homefield team`,
    html: `<p>${escapeHtml(greeting)}</p><p>Welcome to Homefield. Please confirm your email address.</p><p><a href="${escapeHtml(input.link)}">Confirm my email</a></p><p>If you did not create an account, you can ignore this message.</p><p>The Homefield team</p>`,
  };
}
