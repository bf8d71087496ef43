import { escapeHtml } from '../../email/html';
import type { OutgoingMail } from '../../email/outbox';

const greeting = (name: string | null) => (name ? `Hi ${name},` : 'Hi,');

export function resetLinkMail(input: { to: string; name: string | null; link: string }): OutgoingMail {
  const hello = greeting(input.name);
  return {
    kind: 'reset_password',
    to: input.to,
    toName: input.name,
    subject: 'Reset your Homefield password',
    text: `${hello}\n\nSomeone (we hope you) asked to reset the password of your Homefield account. Choose a new one by opening this link within the hour:\n\n${input.link}\n\nThe link works once. Using it signs you out everywhere else.\n\nIf you did not ask, ignore this message: your password stays as it is.\n\nThe Homefield team`,
    html: `<p>${escapeHtml(hello)}</p><p>Someone (we hope you) asked to reset the password of your Homefield account. Choose a new one within the hour:</p><p><a href="${escapeHtml(input.link)}">Choose a new password</a></p><p>The link works once. Using it signs you out everywhere else.</p><p>If you did not ask, ignore this message: your password stays as it is.</p><p>The Homefield team</p>`,
  };
}

/** Told after every change, so an owner whose password someone else changed learns it at once. */
export function passwordChangedMail(input: {
  to: string;
  name: string | null;
  how: 'reset' | 'changed';
  supportEmail: string;
  appUrl: string;
}): OutgoingMail {
  const hello = greeting(input.name);
  const what =
    input.how === 'reset'
      ? 'The password of your Homefield account was just reset with a link sent to this address, and every other device was signed out.'
      : 'The password of your Homefield account was just changed from its account settings, and every other device was signed out.';
  const resetLink = `${input.appUrl}/auth/forgot`;
  const ifNotYou = `If this was not you, reset your password now at ${resetLink} and write to ${input.supportEmail}.`;
  return {
    kind: 'password_changed',
    to: input.to,
    toName: input.name,
    subject: 'Your Homefield password was changed',
    text: `${hello}\n\n${what}\n\n${ifNotYou}\n\nThe Homefield team`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(what)}</p><p>If this was not you, <a href="${escapeHtml(resetLink)}">reset your password now</a> and write to ${escapeHtml(input.supportEmail)}.</p><p>The Homefield team</p>`,
  };
}
