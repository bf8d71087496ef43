import { BadgeCheck, Landmark, UserRound } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatCalendarDate } from '../../../shared/dates';
import { safePath } from '../../../shared/safe-path';
import type { SandboxAccountView } from '../../../shared/schemas/payouts';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { SandboxClosed, SandboxFrame, TestDetails } from '../../features/payments/SandboxFrame';
import { SandboxLoad } from '../../features/payments/SandboxLoad';
import { useCompleteSandboxOnboarding, useSandboxPayoutAccount } from '../../features/team-dashboard/api';
import { ApiError } from '../../lib/api';

const BANNER = 'Sandbox: no real identity or bank account';
const DASHBOARD = '/team-dashboard';

function OpenOnboarding({ account, back }: { account: SandboxAccountView; back: string }) {
  const navigate = useNavigate();
  const complete = useCompleteSandboxOnboarding(account.id);
  const press = (outcome: 'verified' | 'restricted') =>
    complete.mutate(
      { outcome },
      {
        onSuccess: () => navigate(back, { replace: true }),
        onError: (error) =>
          toast.error('Error', {
            description:
              error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
          }),
      },
    );
  // Busy until the dashboard takes over, so the other button cannot send a second answer.
  const busy = complete.isPending || complete.isSuccess;
  const pressed = complete.variables?.outcome;
  const { testIdentity, testBank } = account;

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 p-6">
        <p className="text-sm font-medium text-slate-500">Set up payouts for</p>
        <h1 className="mt-1 text-2xl font-bold break-words text-navy">{account.teamName}</h1>
        <p className="mt-2 text-sm text-slate-600">
          The provider asks who runs the team and where to send its money. Here the answers are pretend and
          filled in for you.
        </p>
      </div>
      <div className="space-y-5 p-6">
        <TestDetails
          icon={<UserRound aria-hidden />}
          title="Identity"
          rows={[
            { label: 'Name', value: testIdentity.name },
            { label: 'Date of birth', value: formatCalendarDate(testIdentity.dateOfBirth) },
            { label: 'SSN, last 4', value: testIdentity.ssnLast4, digits: true },
          ]}
        />
        <TestDetails
          icon={<Landmark aria-hidden />}
          title="Bank account"
          rows={[
            { label: 'Routing number', value: testBank.routingNumber, digits: true },
            { label: 'Account number', value: testBank.accountNumber, digits: true },
          ]}
        />
        <div className="space-y-3">
          <Button
            size="lg"
            className="w-full"
            loading={busy && pressed === 'verified'}
            disabled={busy}
            onClick={() => press('verified')}
          >
            Submit and verify
          </Button>
          <Button
            variant="secondary"
            className="w-full"
            loading={busy && pressed === 'restricted'}
            disabled={busy}
            onClick={() => press('restricted')}
          >
            Submit, leave restricted
          </Button>
          <p className="text-center text-xs text-slate-500">
            Verify turns payouts on at once. Restricted stops the account as if the provider needed more, so
            you can try that path.
          </p>
        </div>
        <Link to={DASHBOARD} replace className={`${buttonClasses('ghost')} w-full`}>
          Cancel
        </Link>
      </div>
    </Card>
  );
}

/** A loaded payout account: already verified, or open to set up. */
function OnboardingAccount({ account }: { account: SandboxAccountView }) {
  const [params] = useSearchParams();
  // Only a path of this site: the return address comes from the link, which anyone could write.
  const back = safePath(params.get('return')) ?? safePath(account.returnUrl) ?? DASHBOARD;
  if (account.state === 'payouts_enabled') {
    return (
      <SandboxClosed
        icon={<BadgeCheck aria-hidden />}
        tone="green"
        title="Payouts are already set up"
        text={`${account.teamName}'s payout account is verified. There is nothing more to do here.`}
        link={{ to: back, label: 'Back to the dashboard', replace: true }}
      />
    );
  }
  return <OpenOnboarding account={account} back={back} />;
}

function SandboxOnboarding({ accountId }: { accountId: string }) {
  const query = useSandboxPayoutAccount(accountId);
  return (
    <SandboxLoad
      query={query}
      notFoundTitle="Payout setup not found"
      notFoundText="This setup link is not valid for your account. Start again from your team dashboard."
      notFoundLink={{ to: DASHBOARD, label: 'Go to Team Dashboard' }}
      loadingLabel="Loading the payout setup"
      loadingBars={[
        'h-4 w-32',
        'h-8 w-56',
        'h-10 w-full',
        'h-32 w-full',
        'h-24 w-full',
        'h-12 w-full',
        'h-11 w-full',
      ]}
    >
      {(account) => <OnboardingAccount account={account} />}
    </SandboxLoad>
  );
}

/** /sandbox/onboarding/:accountId: the built-in provider's test onboarding for a team's payout account. */
export default function SandboxOnboardingPage() {
  const { accountId = '' } = useParams();
  return (
    <SandboxFrame title="Test payout setup" banner={BANNER} badge="Test payout setup">
      <SandboxOnboarding accountId={accountId} />
    </SandboxFrame>
  );
}
