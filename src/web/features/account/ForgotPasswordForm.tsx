import { useRequestReset } from './api';
import { EmailLinkForm } from './EmailLinkForm';

/** Asks for a reset link for the address typed. */
export function ForgotPasswordForm() {
  return <EmailLinkForm request={useRequestReset()} button="Email me a reset link" />;
}
