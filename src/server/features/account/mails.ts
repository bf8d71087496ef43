import { mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';

const greeting = (name: string | null) => (name ? `Hi ${name},` : 'Hi,');

export function resetLinkMail(input: { to: string; name: string | null; link: string }): OutgoingMail {
  return {
    kind: 'reset_password',
    to: input.to,
    toName: input.name,
    subject: 'Reset your Homefield password',
    ...mailBody([
      greeting(input.name),
      'Someone (we hope you) asked to reset the password of your Homefield account. Choose a new one within the hour:',
      { link: 'Choose a new password', href: input.link },
      'The link works once. Using it signs you out everywhere else.',
      'If you did not ask, ignore this message: your password stays as it is.',
    ]),
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
  const what =
    input.how === 'reset'
      ? 'The password of your Homefield account was just reset with a link sent to this address, and every other device was signed out.'
      : 'The password of your Homefield account was just changed from its account settings, and every other device was signed out.';
  return {
    kind: 'password_changed',
    to: input.to,
    toName: input.name,
    subject: 'Your Homefield password was changed',
    ...mailBody([
      greeting(input.name),
      what,
      `If this was not you, reset your password now and write to ${input.supportEmail}.`,
      { link: 'Reset your password', href: `${input.appUrl}/auth/forgot` },
    ]),
  };
}

/** To the new address: the link that moves the account there (it proves the mailbox). */
export function emailChangeLinkMail(input: {
  to: string;
  name: string | null;
  link: string;
  hours: number;
}): OutgoingMail {
  return {
    kind: 'email_change_link',
    to: input.to,
    toName: input.name,
    subject: 'Confirm your new email for Homefield',
    ...mailBody([
      greeting(input.name),
      `Someone (we hope you) asked to use this address for their Homefield account. Confirm it by opening this link within ${input.hours} hours:`,
      { link: 'Confirm my new email', href: input.link },
      'Until you do, the account keeps its current email. If you did not ask, ignore this message.',
    ]),
  };
}

/** To the new address when another account already uses it: nothing moves, and the asker is not told. */
export function emailTakenMail(input: { to: string; appUrl: string }): OutgoingMail {
  return {
    kind: 'email_change_taken',
    to: input.to,
    toName: null,
    subject: 'This address already has a Homefield account',
    ...mailBody([
      'Hi,',
      'Someone asked to move their Homefield account to this address, but an account already uses it, so nothing changed.',
      'If that was you, sign in with this address instead, or reset its password.',
      { link: 'Reset its password', href: `${input.appUrl}/auth/forgot` },
    ]),
  };
}

/** To the old address, when the change is asked for and when it is done: an owner learns of it either way. */
export function emailChangeNoticeMail(input: {
  to: string;
  name: string | null;
  newEmail: string;
  done: boolean;
  supportEmail: string;
  appUrl: string;
}): OutgoingMail {
  const what = input.done
    ? `The email of your Homefield account was changed to ${input.newEmail}. From now on, sign in with that address.`
    : `Someone signed in to your Homefield account asked to change its email to ${input.newEmail}. It changes only once a link sent there is opened.`;
  return {
    kind: input.done ? 'email_changed' : 'email_change_requested',
    to: input.to,
    toName: input.name,
    subject: input.done
      ? 'Your Homefield email was changed'
      : 'A change of your Homefield email was asked for',
    ...mailBody([
      greeting(input.name),
      what,
      `If this was not you, reset your password and write to ${input.supportEmail}.`,
      { link: 'Reset your password', href: `${input.appUrl}/auth/forgot` },
    ]),
  };
}

/** To the account's address as it leaves: what went, and what stays for the books. */
export function accountDeletedMail(input: {
  to: string;
  name: string | null;
  consequences: string[];
  supportEmail: string;
}): OutgoingMail {
  return {
    kind: 'account_deleted',
    to: input.to,
    toName: input.name,
    subject: 'Your Homefield account was deleted',
    ...mailBody([
      greeting(input.name),
      'Your Homefield account was deleted, as you asked. This is what happened:',
      ...input.consequences,
      `If you did not ask for this, write to ${input.supportEmail} at once.`,
    ]),
  };
}

/** To the other side of a sponsorship, when a team or a business closes with its account. */
export function partnerClosedMail(input: {
  to: string;
  name: string | null;
  closed: string;
  kind: 'team' | 'business';
}): OutgoingMail {
  const what =
    input.kind === 'team'
      ? `${input.closed} closed its Homefield account. Its page is no longer shown, and your sponsorship's contract, receipt and payment records stay under Documents on your dashboard.`
      : `${input.closed}, one of your sponsors, closed its Homefield account. What it paid stays on your books, and its name is no longer shown on your public pages.`;
  return {
    kind: 'partner_closed',
    to: input.to,
    toName: input.name,
    subject: `${input.closed} closed its Homefield account`,
    ...mailBody([greeting(input.name), what]),
  };
}
