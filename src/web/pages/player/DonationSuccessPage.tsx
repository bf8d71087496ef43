import { Heart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DONATION_NOT_FOUND, type DonationView } from '../../../shared/schemas/donations';
import { receiptReference } from '../../../shared/schemas/payments';
import { playerPath } from '../../../shared/slug';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { CONFIRM_WINDOW_MS, useDonation } from '../../features/donations/api';
import {
  Confirming,
  DetailsCard,
  NotCompleted,
  OutcomeHero,
  OutcomeLinks,
  shown,
  useWaitedLong,
} from '../../features/payments/CheckoutOutcome';
import { OutcomeLoad } from '../../features/payments/OutcomeLoad';

/** Back to the player's page (while the player is on the roster) and home. */
function Links({ donation }: { donation: DonationView }) {
  return (
    <OutcomeLinks>
      {donation.urlSlug && (
        <Link to={playerPath(donation.urlSlug)} className={buttonClasses('primary')}>
          <Heart className="size-5" aria-hidden />
          Back to {donation.playerName}'s page
        </Link>
      )}
    </OutcomeLinks>
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
    <DetailsCard
      heading="Amount"
      amountCents={donation.amount}
      per={donation.isRecurring ? '/month' : undefined}
      rows={rows}
    />
  );
}

function Success({ donation }: { donation: DonationView }) {
  return (
    <div className="mx-auto max-w-2xl space-y-8 text-center">
      <OutcomeHero title="Donation Successful!">
        Thank you for supporting {donation.playerName} and {donation.teamName}. The team has been told, and if
        you left your email, your receipt is on its way.
      </OutcomeHero>
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

/** A loaded donation: still confirming, refunded, not completed, or given. */
function Outcome({ donation, waitedLong }: { donation: DonationView; waitedLong: boolean }) {
  if (donation.status === 'pending') {
    return (
      <Confirming
        stillWaiting={waitedLong}
        what="donation"
        title="Confirming…"
        waitingText="Your payment is taking a little longer to confirm. There's no need to pay again: if you left your email, your receipt will arrive as soon as it's through."
        actions={<Links donation={donation} />}
      />
    );
  }
  if (donation.status === 'refunded') {
    return (
      <NotCompleted
        title="Donation refunded"
        description="This donation was refunded in full: the money goes back to the card it was paid with. Your email has the receipt marked refunded."
        retryTo={null}
      />
    );
  }
  if (donation.status !== 'succeeded') {
    const declined = donation.status === 'failed';
    return (
      <NotCompleted
        title={declined ? 'Payment declined' : 'Donation not completed'}
        description={
          declined
            ? 'The card was declined, so no money was taken. You can try again with another card.'
            : 'This checkout was cancelled or ran out of time before payment. No money was taken.'
        }
        retryTo={donation.urlSlug ? playerPath(donation.urlSlug) : null}
      />
    );
  }
  return <Success donation={donation} />;
}

function SuccessContent() {
  const [params] = useSearchParams();
  const donationId = params.get('donation_id') ?? '';
  const sessionId = params.get('session_id') ?? '';
  const waitedLong = useWaitedLong(CONFIRM_WINDOW_MS);
  const query = useDonation(donationId, sessionId, !waitedLong);
  return (
    <OutcomeLoad
      query={query}
      missing={!donationId || !sessionId}
      notFoundTitle={DONATION_NOT_FOUND}
      notFoundText="We couldn't find this donation. If you were charged, your receipt email has the details."
      failedTitle="We couldn't load your donation"
      loadingLabel="Loading your donation"
    >
      {(donation) => <Outcome donation={donation} waitedLong={waitedLong} />}
    </OutcomeLoad>
  );
}

/** /player-donation-success?session_id=&donation_id=: the gift's outcome, no sign-in (spec part 2, 2.12). */
export default function DonationSuccessPage() {
  return (
    <PageShell title="Donation">
      <SuccessContent />
    </PageShell>
  );
}
