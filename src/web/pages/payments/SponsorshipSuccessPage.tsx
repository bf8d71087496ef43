import { Check, CircleCheck, CircleX, Clock, LayoutDashboard, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NOT_SPECIFIED } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import {
  contractPeriod,
  receiptReference,
  SPONSORSHIP_NOT_FOUND,
  type SponsorshipView,
} from '../../../shared/schemas/payments';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { CONFIRM_WINDOW_MS, useSponsorship } from '../../features/payments/api';
import { ApiError } from '../../lib/api';
import { Guard } from '../../lib/guard';

const shown = (value: string) => (value && value !== NOT_SPECIFIED ? value : 'Not specified');

function DoneButtons() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Link to="/business-dashboard" className={buttonClasses('primary')}>
        <LayoutDashboard className="size-5" aria-hidden />
        Go to Business Dashboard
      </Link>
      <Link to="/" className={buttonClasses('secondary')}>
        Return Home
      </Link>
    </div>
  );
}

function Details({ sponsorship }: { sponsorship: SponsorshipView }) {
  const rows = [
    { label: 'Team', value: sponsorship.team.name },
    { label: 'Sport', value: shown(sponsorship.team.sport) },
    { label: 'Age group', value: shown(sponsorship.team.ageGroup) },
    { label: 'Location', value: shown(sponsorship.team.location) },
    { label: 'Tier', value: sponsorship.tierName ?? 'Sponsorship' },
    {
      label: 'Contract period',
      value: contractPeriod(sponsorship.contractStartDate, sponsorship.contractEndDate),
    },
    { label: 'Reference', value: receiptReference(sponsorship.id) },
  ];
  return (
    <Card className="overflow-hidden text-left">
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
        <h2 className="text-lg font-bold">Amount paid</h2>
        <p className="text-2xl font-bold text-navy tabular-nums">{formatCents(sponsorship.amount)}</p>
      </div>
      <dl className="divide-y divide-slate-100 px-5 sm:px-6">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-3">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      {sponsorship.tierBenefits.length > 0 && (
        <div className="border-t border-slate-200 px-5 py-4 sm:px-6">
          <h3 className="font-semibold text-navy">Your benefits</h3>
          <ul className="mt-2 space-y-1.5 text-slate-700">
            {sponsorship.tierBenefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check className="mt-1 size-4 shrink-0 text-field" aria-hidden />
                <span className="min-w-0 break-words">{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

const NEXT_STEPS = [
  'Check your inbox: your receipt is on its way.',
  'Say hello to the team and send your logo from the messages on your dashboard.',
  'Follow the season and your community impact on your Business Dashboard.',
];

function Success({ sponsorship }: { sponsorship: SponsorshipView }) {
  return (
    <div className="mx-auto max-w-2xl space-y-8 text-center">
      <div>
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-field">
          <CircleCheck className="size-9" aria-hidden />
        </span>
        <h1 className="mt-5 text-3xl font-bold sm:text-4xl">Sponsorship Successful!</h1>
        <p className="mt-3 text-lg text-slate-600">
          Thank you for supporting {sponsorship.team.name}. The team has been told, and your receipt is on its
          way to your email.
        </p>
      </div>
      <Details sponsorship={sponsorship} />
      <Card className="p-5 text-left sm:p-6">
        <h2 className="text-lg font-bold">Next steps</h2>
        <ol className="mt-3 space-y-3">
          {NEXT_STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold text-sm font-bold text-navy">
                {index + 1}
              </span>
              <span className="pt-0.5 text-slate-700">{step}</span>
            </li>
          ))}
        </ol>
      </Card>
      <DoneButtons />
    </div>
  );
}

function Confirming({ stillWaiting }: { stillWaiting: boolean }) {
  return (
    <Card className="mx-auto max-w-xl px-5 py-8 text-center sm:p-10">
      {stillWaiting ? (
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-bg text-amber">
          <Clock className="size-7" aria-hidden />
        </span>
      ) : (
        <Spinner label="Confirming your payment" className="justify-center [&_svg]:size-10" />
      )}
      <h1 className="mt-5 text-2xl font-bold">
        {stillWaiting ? 'Still confirming your payment' : 'Confirming your payment…'}
      </h1>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {stillWaiting
          ? "Your payment is taking a little longer to confirm. There's no need to pay again: we'll email your receipt as soon as it's through, and the sponsorship will appear on your dashboard."
          : 'This usually takes a few seconds. Please keep this page open.'}
      </p>
      {stillWaiting && (
        <div className="mt-8">
          <DoneButtons />
        </div>
      )}
    </Card>
  );
}

function NotCompleted({ sponsorship }: { sponsorship: SponsorshipView }) {
  const declined = sponsorship.paymentStatus === 'failed';
  const retry = `/sponsor-team/${sponsorship.team.id}${sponsorship.tierId ? `?tier=${sponsorship.tierId}` : ''}`;
  return (
    <EmptyState
      icon={<CircleX aria-hidden />}
      title={declined ? 'Payment declined' : 'Payment not completed'}
      description={
        declined
          ? `The card was declined, so no money was taken and the spot with ${sponsorship.team.name} was released.`
          : `This checkout was cancelled or ran out of time before payment. No money was taken.`
      }
      action={
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={retry} className={buttonClasses('primary')}>
            Try Again
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            Return Home
          </Link>
        </div>
      }
    />
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={<SearchX aria-hidden />}
      title={SPONSORSHIP_NOT_FOUND}
      description="We couldn't find this sponsorship on your account. Check the link in your email, or look on your dashboard."
      action={
        <Link to="/" className={buttonClasses('primary')}>
          Return Home
        </Link>
      }
    />
  );
}

function SuccessSkeleton() {
  return (
    <div className="mx-auto max-w-2xl space-y-6" aria-busy="true">
      <span className="sr-only">Loading your sponsorship</span>
      <Skeleton className="mx-auto size-16 rounded-full" />
      <Skeleton className="mx-auto h-10 w-80 max-w-full" />
      <Skeleton className="mx-auto h-6 w-96 max-w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function SuccessContent() {
  const [params] = useSearchParams();
  const sponsorshipId = params.get('sponsorship_id') ?? '';
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useSponsorship(sponsorshipId, params.get('session_id'), !waitedLong);

  if (!sponsorshipId || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;
  if (query.isError) {
    return (
      <EmptyState
        title="Failed to load sponsorship data"
        description="We couldn't reach Homefield. Your payment is safe; please try again."
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  }
  if (!query.isSuccess) return <SuccessSkeleton />;
  const sponsorship = query.data;
  if (sponsorship.status === 'pending') {
    return <Confirming stillWaiting={waitedLong} />;
  }
  if (sponsorship.status === 'cancelled' && sponsorship.paymentStatus !== 'paid') {
    return <NotCompleted sponsorship={sponsorship} />;
  }
  return <Success sponsorship={sponsorship} />;
}

/** /sponsorship-success?session_id=&sponsorship_id=: the payment's outcome (spec part 2, 2.9). */
export default function SponsorshipSuccessPage() {
  return (
    <Guard>
      <PageShell title="Sponsorship">
        <SuccessContent />
      </PageShell>
    </Guard>
  );
}
