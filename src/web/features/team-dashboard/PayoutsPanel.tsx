import { usePrefetchQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import {
  PAYOUT_STATE_LABELS,
  type PayoutAccountState,
  type PayoutAccountView,
} from '../../../shared/schemas/payouts';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';
import { ProviderButton } from '../payments/ProviderButton';
import { usePayoutAccount, useStartPayoutOnboarding, useTeamMoney } from './api';
import { PayoutActivity } from './PayoutActivity';
import { PayoutBalanceSkeleton } from './PayoutBalance';
import { PayoutListSkeleton } from './PayoutList';
import { teamPayoutsQuery } from './payouts-api';
import { StatementDownloads } from './StatementDownloads';

/** Waiting on the team amber, waiting on the provider blue, working green, stopped red. */
const TONES: Record<PayoutAccountState, BadgeTone> = {
  not_started: 'neutral',
  details_needed: 'pending',
  in_review: 'completed',
  charges_enabled: 'completed',
  payouts_enabled: 'paid',
  restricted: 'failed',
};

/** States of an account that once took payments for the team: it may have money on its way and payouts. */
const CONNECTED = new Set<PayoutAccountState>(['charges_enabled', 'payouts_enabled', 'restricted']);

const ACTIONS: Partial<Record<PayoutAccountState, string>> = {
  not_started: 'Set up payouts',
  details_needed: 'Continue setup',
  restricted: 'Continue setup',
};

/** How long a team back from onboarding waits for the provider's report before the panel stops asking. */
const REPORT_WINDOW_MS = 20_000;

/**
 * The provider names what it still needs in its own terms (Stripe's 'individual.dob.day',
 * 'external_account'); a coach reads them as plain words. First match wins; the rest fall back to the
 * name's last part.
 */
const REQUIREMENT_WORDS: [RegExp, string][] = [
  [/external_account|bank/, 'a bank account'],
  [/tos_acceptance|terms/, "agreement to the provider's terms"],
  [/verification\.(additional_)?document/, 'a photo ID'],
  [/\bdob\b|date_of_birth/, 'date of birth'],
  [/ssn_last_4/, 'the last 4 digits of a Social Security number'],
  [/id_number|tax_id/, 'a tax ID number'],
  [/first_name|last_name|\.name$/, 'a legal name'],
  [/address/, 'an address'],
  [/email/, 'an email address'],
  [/phone/, 'a phone number'],
  [/^business_profile\.|^business_type$/, 'a few details about the team'],
  [/^company\./, 'details about the organization'],
];

function requirementWords(name: string): string {
  // A provider that already writes words ('Bank account') is shown as it is.
  if (/\s/.test(name)) return name;
  const known = REQUIREMENT_WORDS.find(([pattern]) => pattern.test(name));
  if (known) return known[1];
  return (name.split('.').pop() ?? name).replaceAll('_', ' ');
}

/** What the provider still asks for, in plain words, each once. */
const neededWords = (account: PayoutAccountView) => [
  ...new Set(account.requirementsDue.map(requirementWords)),
];

/** 'a, b and c' */
function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Stripe's requirements.disabled_reason values, as a coach would say them. */
const DISABLED_WORDS: Record<string, string> = {
  'requirements.past_due': 'some details it asked for were not given in time',
  'requirements.pending_verification': 'it is still checking the details',
  under_review: 'it is reviewing the account',
  platform_paused: 'Homefield has paused it',
  listed: 'it needs to check the account further',
  other: 'it needs something more from you',
};

function disabledWords(reason: string): string {
  if (/\s/.test(reason)) return reason;
  if (DISABLED_WORDS[reason]) return DISABLED_WORDS[reason];
  if (reason.startsWith('rejected.')) return 'it turned the account down';
  return reason.replaceAll(/[._]/g, ' ');
}

const HELD = 'Until then Homefield holds what your team raises.';

/** One sentence: what the account's state means for the team. */
function meaning(account: PayoutAccountView): string {
  switch (account.state) {
    case 'not_started':
      return 'Connect a bank account so Homefield can pay out what your team raises. Until then we hold it for you.';
    case 'details_needed': {
      const needed = neededWords(account);
      return needed.length > 0
        ? `The provider still needs ${listed(needed)}. ${HELD}`
        : `The provider needs a few more details before it can pay your team. ${HELD}`;
    }
    case 'in_review':
      return 'Your details are in and the provider is checking them. There is nothing for you to do right now.';
    case 'charges_enabled':
      return `Payments to your team go through. Payouts to your bank start once the provider finishes its checks; until then Homefield holds the money for you.`;
    case 'payouts_enabled':
      return "Payouts go to your bank account on the provider's schedule.";
    case 'restricted': {
      const reason = account.disabledReason
        ? disabledWords(account.disabledReason)
        : 'it needs something fixed first';
      const needed = neededWords(account);
      const still = needed.length > 0 ? `; it still needs ${listed(needed)}` : '';
      return `The provider has stopped this account: ${reason}${still}. ${HELD}`;
    }
  }
}

/**
 * The account's state, then the balance and payouts most teams with money have (a team not connected yet
 * sees less once its state arrives, rather than a team with payouts seeing its list push the page down).
 */
function PayoutsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading your payout account</span>
      <div className="flex items-center gap-3">
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
      <div className="mt-3 space-y-2">
        <Skeleton className="h-4 w-full sm:w-2/3" />
        <Skeleton className="h-3 w-1/2 sm:w-1/4" />
      </div>
      <div className="mt-5 space-y-6">
        <div>
          <Skeleton className="mb-2 h-5 w-36" />
          <PayoutBalanceSkeleton />
        </div>
        <div>
          <Skeleton className="mb-2 h-5 w-40" />
          <PayoutListSkeleton />
        </div>
      </div>
    </div>
  );
}

/** What Homefield holds for a team that cannot receive it yet (a connected team sees it in its balance). */
function HeldLine({ teamId }: { teamId: string }) {
  const money = useTeamMoney(teamId);
  const held = money.data?.heldCents ?? 0;
  if (held <= 0) return null;
  return (
    <p className="mt-3 flex gap-2 text-sm text-slate-600">
      <Landmark className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      {`Homefield holds ${formatCentsExact(held)} for your team until it is paid out to your team's bank account.`}
    </p>
  );
}

/** The onboarding button: a fresh link from the server, then the provider's page (or the sandbox's). */
function OnboardingButton({ teamId, label }: { teamId: string; label: string }) {
  const start = useStartPayoutOnboarding(teamId);
  return (
    <ProviderButton start={start} errorTitle="Could not start payout setup" className="mt-4 w-full sm:w-auto">
      {label}
    </ProviderButton>
  );
}

/**
 * Where the money the team raises is paid out: the payout account's state as the provider reports it,
 * what it means, and the way to set it up or finish it. The provider sends the team back with
 * ?payouts=returned (read the account again, and say so once) or, from an expired Stripe link,
 * ?payouts=refresh.
 */
export function PayoutsPanel({ teamId }: { teamId: string }) {
  const [params, setParams] = useSearchParams();
  const back = params.get('payouts');
  const [watchUntil, setWatchUntil] = useState(0);
  const account = usePayoutAccount(teamId, { watchUntil });
  const { refetch } = account;
  // Asked beside the account rather than after it: most teams that look here have payouts to show.
  usePrefetchQuery(teamPayoutsQuery(teamId, 1));
  const greeted = useRef(false);

  useEffect(() => {
    if ((back !== 'returned' && back !== 'refresh') || greeted.current) return;
    greeted.current = true;
    // Once: a reload or a shared address must not say it again.
    setParams(
      (current) => {
        current.delete('payouts');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    if (back === 'refresh') {
      // Stripe's refresh_url: the link expired or was opened twice. A new one is one press away.
      toast.info('Your payout setup link expired', {
        id: 'payouts-back',
        description: 'Open the setup again below to pick up where you left off.',
      });
      return;
    }
    setWatchUntil(Date.now() + REPORT_WINDOW_MS);
    void refetch().then(({ data }) =>
      toast.success('Payout details received', {
        id: 'payouts-back',
        description: data ? `Your payout account: ${PAYOUT_STATE_LABELS[data.state]}.` : undefined,
      }),
    );
  }, [back, setParams, refetch]);

  const headingId = `payouts-${teamId}`;
  let body: ReactNode;
  if (account.isPending) {
    body = <PayoutsSkeleton />;
  } else if (account.isError) {
    // The server answers another team's account as not found.
    const forbidden =
      account.error instanceof ApiError && (account.error.status === 403 || account.error.status === 404);
    body = (
      <>
        <h3 id={headingId} className="font-semibold text-navy">
          Payouts
        </h3>
        <p className="mt-2 text-sm text-slate-600">
          {forbidden
            ? "Only the team's owner can see and set up payouts."
            : 'We could not load your payout account. Please try again.'}
        </p>
        {!forbidden && (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => refetch()}>
            Try again
          </Button>
        )}
      </>
    );
  } else {
    const view = account.data;
    const action = ACTIONS[view.state];
    body = (
      <>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold text-navy">
            Payouts
          </h3>
          <Badge tone={TONES[view.state]}>{PAYOUT_STATE_LABELS[view.state]}</Badge>
        </div>
        <p className="mt-2 text-sm text-slate-600">{meaning(view)}</p>
        {view.updatedAt && (
          <p className="mt-1 text-xs text-slate-500">
            Last reported by the provider on {formatDate(view.updatedAt)}
          </p>
        )}
        {!CONNECTED.has(view.state) && <HeldLine teamId={teamId} />}
        {action && <OnboardingButton teamId={teamId} label={action} />}
        {CONNECTED.has(view.state) ? (
          <PayoutActivity teamId={teamId} />
        ) : (
          // No payouts before an account, but the money that came in has its statements.
          <div className="mt-6 border-t border-slate-200 pt-5">
            <StatementDownloads teamId={teamId} />
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={account.isPending ? undefined : headingId}
      aria-label={account.isPending ? 'Payouts' : undefined}
      className="mt-5 border-t border-slate-200 pt-5"
    >
      {body}
    </section>
  );
}
