import { ClipboardCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { useMyTeam } from '../../features/teams/api';
import { FormSkeleton } from '../../features/teams/FormSkeleton';
import { RegisterTeamForm } from '../../features/teams/RegisterTeamForm';
import { useSession } from '../../lib/session';

/** /register-team: the older single-page form; it needs a signed-in user. */
export default function RegisterTeamPage() {
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const myTeam = useMyTeam({ enabled: Boolean(user) });

  useEffect(() => {
    if (isLoading || user) return;
    toast.error('Authentication Required', {
      id: 'register-team-sign-in',
      description: 'Please sign in to register your team',
    });
    navigate(`/auth?next=${encodeURIComponent('/register-team')}`, { replace: true });
  }, [isLoading, user, navigate]);

  const onRegistered = () => {
    toast.success('Team Registered Successfully!', {
      description:
        'Your team has been added to our platform. Sponsors can now discover and connect with you.',
    });
    navigate('/', { replace: true });
  };

  const existing = myTeam.team;
  return (
    <PageShell title="Register Your Team">
      <div className="mx-auto max-w-[640px]">
        <header className="mb-6">
          <h1 className="text-3xl font-bold sm:text-4xl">Register Your Team</h1>
          <p className="mt-2 text-lg text-slate-600">
            Tell local sponsors who you are. It takes two minutes, and you can add more to the profile later.
          </p>
        </header>
        {existing ? (
          <EmptyState
            icon={<ClipboardCheck aria-hidden />}
            title="Your team is already registered"
            description={`${existing.name} is on Homefield. Keep its details up to date from your team profile.`}
            action={
              <Link to="/team-profile" className={buttonClasses('primary')}>
                Edit Team Profile
              </Link>
            }
          />
        ) : (
          <Card className="p-5 sm:p-8">
            {!user || myTeam.isPending ? (
              <FormSkeleton fields={8} />
            ) : (
              <RegisterTeamForm onRegistered={onRegistered} />
            )}
          </Card>
        )}
      </div>
    </PageShell>
  );
}
