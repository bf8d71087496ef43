import { mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';

export function confirmEmailMail(input: { to: string; name: string | null; link: string }): OutgoingMail {
  return {
    kind: 'verify_email',
    to: input.to,
    toName: input.name,
    subject: 'Confirm your email for Homefield',
    ...mailBody([
      input.name ? `Hi ${input.name},` : 'Hi,',
      'Welcome to Homefield. Please confirm your email address.',
      { link: 'Confirm my email', href: input.link },
      'If you did not create an account, you can ignore this message.',
    ]),
  };
}

/** To an account's owner when someone signs up with its address: the sign-up answer itself says nothing. */
export function signUpAttemptMail(input: { to: string; appUrl: string }): OutgoingMail {
  return {
    kind: 'signup_attempt',
    to: input.to,
    toName: null,
    subject: 'Someone tried to sign up to Homefield with your address',
    ...mailBody([
      'Hi,',
      'Someone just tried to create a Homefield account with this email address, which already has one. No new account was made.',
      { link: 'If it was you, sign in instead', href: `${input.appUrl}/auth` },
      { link: 'Forgot your password? Choose a new one', href: `${input.appUrl}/auth/forgot` },
      'If it was not you, you can ignore this message: your account is unchanged.',
    ]),
  };
}
