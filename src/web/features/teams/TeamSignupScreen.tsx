import { type ComponentType, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { CHECK_EMAIL, CHECK_EMAIL_TITLE, type SignUpAccepted } from '../../../shared/schemas/auth';
import { useSession } from '../../lib/session';
import { CheckEmail } from '../auth/CheckEmail';
import { useMyTeam } from './api';
import { FormSkeleton } from './FormSkeleton';
import { SignupLayout } from './SignupLayout';

interface TeamSignupScreenProps {
  title: string;
  intro: string;
  /** The form; it calls `onCreated` once the sign-up is sent (the account is finished from its email). */
  form: ComponentType<{ onCreated: (accepted: SignUpAccepted) => void }>;
}

/**
 * A team signup page (/team-signup, /team-signup-simple): a user who already has a team goes to the
 * dashboard; a new sign-up is told to open the link it was mailed, which signs in and opens the dashboard.
 */
export function TeamSignupScreen({ title, intro, form: Form }: TeamSignupScreenProps) {
  const { user, isLoading } = useSession();
  const myTeam = useMyTeam({ enabled: Boolean(user) });
  const [sent, setSent] = useState<SignUpAccepted | null>(null);

  if (user && myTeam.team) return <Navigate to="/team-dashboard" replace />;
  const checking = isLoading || (user && myTeam.isPending);

  const onCreated = (accepted: SignUpAccepted) => {
    toast.success(CHECK_EMAIL_TITLE, { description: CHECK_EMAIL });
    setSent(accepted);
  };

  return (
    <SignupLayout title={title} intro={intro}>
      {sent ? (
        <CheckEmail email={sent.email} continuing="finish signing up and open your team dashboard" />
      ) : checking ? (
        <FormSkeleton fields={7} />
      ) : (
        <>
          {user && (
            <p className="mb-6 rounded-[var(--radius-control)] bg-slate-100 px-4 py-3 text-sm text-slate-700">
              You are signed in as {user.email}. This form creates a new account. To add a team to your
              current account instead,{' '}
              <Link to="/register-team" className="font-semibold text-sky underline-offset-4 hover:underline">
                register your team
              </Link>
              .
            </p>
          )}
          <Form onCreated={onCreated} />
        </>
      )}
    </SignupLayout>
  );
}
