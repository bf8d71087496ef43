import { useSearchParams } from 'react-router';
import { AuthScreen } from '../../features/account/AuthScreen';
import { ResetPasswordForm } from '../../features/account/ResetPasswordForm';

/** Opened from the reset email: choosing the password spends the link and signs this browser in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthScreen
      title="Choose a new password"
      intro="Every other device signed in to your account will be signed out."
    >
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthScreen>
  );
}
