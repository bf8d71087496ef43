import { AuthScreen } from '../../features/account/AuthScreen';
import { ForgotPasswordForm } from '../../features/account/ForgotPasswordForm';

/** "Forgot password?" from the sign-in tab: the way in that no sign-in limit blocks. */
export default function ForgotPasswordPage() {
  return (
    <AuthScreen
      title="Reset your password"
      intro="Enter the email you sign in with. We will email you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
