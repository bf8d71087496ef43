import { BadgeCheck, FlaskConical, Landmark, Lock, SearchX, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatCalendarDate } from '../../../shared/dates';
import { safePath } from '../../../shared/safe-path';
import type { SandboxAccountView } from '../../../shared/schemas/payouts';
import { Brand } from '../../components/TopBar';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCompleteSandboxOnboarding, useSandboxPayoutAccount } from '../../features/team-dashboard/api';
import { ApiError } from '../../lib/api';

const BANNER = 'Sandbox: no real identity or bank account';
const DASHBOARD = '/team-dashboard';

/** The onboarding's own frame, as the test checkout's: no app navigation, the test banner and the brand. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <title>Test payout setup · Homefield</title>
      {/* The test banner belongs to the page's header landmark, so no content sits outside a landmark. */}
      <header>
        <div role="note" className="border-b border-amber/30 bg-amber-bg px-4 py-2.5 text-center text-amber">
          <p className="inline-flex items-center gap-2 text-sm font-semibold">
            <FlaskConical className="size-4 shrink-0" aria-hidden />
            {BANNER}
          </p>
        </div>
        <div className="bg-navy">
          <div className="mx-auto flex w-full max-w-[480px] items-center justify-between gap-3 px-4 py-2">
            <Brand />
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/25">
              <Lock className="size-3.5" aria-hidden />
              Test payout setup
            </span>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[480px] flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}

/** A page with nothing to submit (a link that is not valid, an account already verified) and the way on. */
function Closed({
  icon,
  tone,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  tone: 'green' | 'amber';
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="p-6 text-center sm:p-8">
      <span
        className={`mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-7 ${
          tone === 'green' ? 'bg-green-50 text-field' : 'bg-amber-bg text-amber'
        }`}
      >
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6">{action}</div>
    </Card>
  );
}

/** Read-only test details: the provider's form, already filled in. */
function TestDetails({
  icon,
  title,
  rows,
}: {
  icon: ReactNode;
  title: string;
  rows: { label: string; value: string; digits?: boolean }[];
}) {
  return (
    <div>
      <div className="flex items-center gap-2 [&_svg]:size-4 [&_svg]:text-slate-400">
        {icon}
        <h2 className="text-sm font-semibold text-navy">{title}</h2>
        <span className="ml-auto text-xs font-semibold text-slate-500">TEST</span>
      </div>
      <dl className="mt-1.5 divide-y divide-slate-200 rounded-[var(--radius-control)] border border-slate-300 bg-white">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3 px-3 py-2.5">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd
              className={`text-right text-slate-800 ${row.digits ? 'font-mono tabular-nums' : 'font-medium'}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

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

function SandboxOnboarding({ accountId }: { accountId: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const query = useSandboxPayoutAccount(accountId);

  if (query.error instanceof ApiError && query.error.status === 401) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?next=${next}`} replace />;
  }
  if (query.isError) {
    return (
      <Closed
        icon={<SearchX aria-hidden />}
        tone="amber"
        title="Payout setup not found"
        text="This setup link is not valid for your account. Start again from your team dashboard."
        action={
          <Link to={DASHBOARD} className={buttonClasses('primary')}>
            Go to Team Dashboard
          </Link>
        }
      />
    );
  }
  if (!query.isSuccess) {
    return (
      <Card className="space-y-4 p-6" aria-busy="true">
        <span className="sr-only">Loading the payout setup</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-11 w-full" />
      </Card>
    );
  }

  const account = query.data;
  // Only a path of this site: the return address comes from the link, which anyone could write.
  const back = safePath(params.get('return')) ?? safePath(account.returnUrl) ?? DASHBOARD;
  if (account.state === 'payouts_enabled') {
    return (
      <Closed
        icon={<BadgeCheck aria-hidden />}
        tone="green"
        title="Payouts are already set up"
        text={`${account.teamName}'s payout account is verified. There is nothing more to do here.`}
        action={
          <Link to={back} replace className={buttonClasses('primary')}>
            Back to the dashboard
          </Link>
        }
      />
    );
  }
  return <OpenOnboarding account={account} back={back} />;
}

/** /sandbox/onboarding/:accountId: the built-in provider's test onboarding for a team's payout account. */
export default function SandboxOnboardingPage() {
  const { accountId = '' } = useParams();
  return (
    <Frame>
      <SandboxOnboarding accountId={accountId} />
    </Frame>
  );
}
