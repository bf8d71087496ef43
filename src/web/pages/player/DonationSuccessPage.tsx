import { CircleCheck, CircleX, Clock, Heart, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NOT_SPECIFIED } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { DONATION_NOT_FOUND, type DonationView } from '../../../shared/schemas/donations';
import { receiptReference } from '../../../shared/schemas/payments';
import { playerPath } from '../../../shared/slug';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { CONFIRM_WINDOW_MS, useDonation } from '../../features/donations/api';
import { ApiError } from '../../lib/api';

const shown = (value: string) => (value && value !== NOT_SPECIFIED ? value : 'Not specified');

/** Back to the player's page (while the player is on the roster) and home. */
function Links({ donation }: { donation: DonationView }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      {donation.urlSlug && (
        <Link to={playerPath(donation.urlSlug)} className={buttonClasses('primary')}>
          <Heart className="size-5" aria-hidden />
          Back to {donation.playerName}'s page
        </Link>
      )}
      <Link to="/" className={buttonClasses('secondary')}>
        Return Home
      </Link>
    </div>
  );
}

function Details({ donation }: { donation: DonationView }) {
  const rows = [
    { label: 'Type', value: donation.isRecurring ? 'Monthly donation' : 'One-time donation' },
    { label: 'Player', value: donation.playerName },
    { label: 'Team', value: donation.teamName },
    { label: 'Sport', value: shown(donation.sport) },
    { label: 'Age group', value: shown(donation.ageGroup) },
    { label: 'Donor', value: donation.donorName ?? 'Anonymous' },
    { label: 'Reference', value: receiptReference(donation.id) },
  ];
  return (
    <Card className="overflow-hidden text-left">
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
        <h2 className="text-lg font-bold">Amount</h2>
        <p className="text-2xl font-bold text-navy tabular-nums">
          {formatCents(donation.amount)}
          {donation.isRecurring && <span className="text-lg font-semibold text-slate-600">/month</span>}
        </p>
      </div>
      <dl className="divide-y divide-slate-100 px-5 sm:px-6">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-3">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Success({ donation }: { donation: DonationView }) {
  return (
    <div className="mx-auto max-w-2xl space-y-8 text-center">
      <div>
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-field">
          <CircleCheck className="size-9" aria-hidden />
        </span>
        <h1 className="mt-5 text-3xl font-bold sm:text-4xl">Donation Successful!</h1>
        <p className="mt-3 text-lg text-slate-600">
          Thank you for supporting {donation.playerName} and {donation.teamName}. The team has been told, and
          if you left your email, your receipt is on its way.
        </p>
      </div>
      <Details donation={donation} />
      {donation.isRecurring && (
        <p className="text-slate-600">
          Your gift repeats every month. Each receipt has a link to cancel it anytime, no account needed.
        </p>
      )}
      <Links donation={donation} />
    </div>
  );
}

function Confirming({ stillWaiting, donation }: { stillWaiting: boolean; donation: DonationView }) {
  return (
    <Card className="mx-auto max-w-xl px-5 py-8 text-center sm:p-10">
      {stillWaiting ? (
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-bg text-amber">
          <Clock className="size-7" aria-hidden />
        </span>
      ) : (
        <Spinner label="Confirming your donation" className="justify-center [&_svg]:size-10" />
      )}
      <h1 className="mt-5 text-2xl font-bold">
        {stillWaiting ? 'Still confirming your donation' : 'Confirming…'}
      </h1>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {stillWaiting
          ? "Your payment is taking a little longer to confirm. There's no need to pay again: if you left your email, your receipt will arrive as soon as it's through."
          : 'This usually takes a few seconds. Please keep this page open.'}
      </p>
      {stillWaiting && (
        <div className="mt-8">
          <Links donation={donation} />
        </div>
      )}
    </Card>
  );
}

function NotCompleted({ donation }: { donation: DonationView }) {
  const declined = donation.status === 'failed';
  return (
    <EmptyState
      icon={<CircleX aria-hidden />}
      title={declined ? 'Payment declined' : 'Donation not completed'}
      description={
        declined
          ? 'The card was declined, so no money was taken. You can try again with another card.'
          : 'This checkout was cancelled or ran out of time before payment. No money was taken.'
      }
      action={
        <div className="flex flex-col gap-3 sm:flex-row">
          {donation.urlSlug && (
            <Link to={playerPath(donation.urlSlug)} className={buttonClasses('primary')}>
              Try Again
            </Link>
          )}
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
      title={DONATION_NOT_FOUND}
      description="We couldn't find this donation. If you were charged, your receipt email has the details."
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
      <span className="sr-only">Loading your donation</span>
      <Skeleton className="mx-auto size-16 rounded-full" />
      <Skeleton className="mx-auto h-10 w-80 max-w-full" />
      <Skeleton className="mx-auto h-14 w-[28rem] max-w-full" />
      <Skeleton className="h-[26rem] w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

function SuccessContent() {
  const [params] = useSearchParams();
  const donationId = params.get('donation_id') ?? '';
  const sessionId = params.get('session_id') ?? '';
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useDonation(donationId, sessionId, !waitedLong);

  if (!donationId || !sessionId || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFound />;
  }
  if (query.isError) {
    return (
      <EmptyState
        title="We couldn't load your donation"
        description="We couldn't reach Homefield. Your payment is safe; please try again."
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  }
  if (!query.isSuccess) return <SuccessSkeleton />;
  const donation = query.data;
  if (donation.status === 'pending') return <Confirming stillWaiting={waitedLong} donation={donation} />;
  if (donation.status !== 'succeeded') return <NotCompleted donation={donation} />;
  return <Success donation={donation} />;
}

/** /player-donation-success?session_id=&donation_id=: the gift's outcome, no sign-in (spec part 2, 2.12). */
export default function DonationSuccessPage() {
  return (
    <PageShell title="Donation">
      <SuccessContent />
    </PageShell>
  );
}
