import type { ComponentType } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../lib/session';
import { useMyTeam } from './api';
import { FormSkeleton } from './FormSkeleton';
import { SignupLayout } from './SignupLayout';

interface TeamSignupScreenProps {
  title: string;
  intro: string;
  /** The form; it calls `onCreated` once the account, its team and the session exist. */
  form: ComponentType<{ onCreated: () => void }>;
}

/**
 * A team signup page (/team-signup, /team-signup-simple): a user who already has a team goes to the
 * dashboard; a new account is welcomed there.
 */
export function TeamSignupScreen({ title, intro, form: Form }: TeamSignupScreenProps) {
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const myTeam = useMyTeam({ enabled: Boolean(user) });

  if (user && myTeam.team) return <Navigate to="/team-dashboard" replace />;
  const checking = isLoading || (user && myTeam.isPending);

  const onCreated = () => {
    toast.success('Account Created!', {
      description: 'Welcome to Homefield! You can complete your team profile anytime from the dashboard.',
    });
    navigate('/team-dashboard', { replace: true });
  };

  return (
    <SignupLayout title={title} intro={intro}>
      {checking ? (
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
