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

/** To an account's owner when someone signs up with its address: the sign-up answer itself says nothing. */
export function signUpAttemptMail(input: { to: string; appUrl: string }): OutgoingMail {
  const signIn = `${input.appUrl}/auth`;
  const reset = `${input.appUrl}/auth/forgot`;
  return {
    kind: 'signup_attempt',
    to: input.to,
    toName: null,
    subject: 'Someone tried to sign up to Homefield with your address',
    text: `Hi,\n\nSomeone just tried to create a Homefield account with this email address, which already has one. No new account was made.\n\nIf it was you, sign in instead:\n${signIn}\n\nForgot your password? Choose a new one here:\n${reset}\n\nIf it was not you, you can ignore this message: your account is unchanged.\n\nThe Homefield team`,
    html: `<p>Hi,</p><p>Someone just tried to create a Homefield account with this email address, which already has one. No new account was made.</p><p>If it was you, <a href="${escapeHtml(signIn)}">sign in</a> instead. Forgot your password? <a href="${escapeHtml(reset)}">Choose a new one</a>.</p><p>If it was not you, you can ignore this message: your account is unchanged.</p><p>The Homefield team</p>`,
  };
}
