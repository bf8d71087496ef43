import { LayoutDashboard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  contractPeriod,
  receiptReference,
  SPONSORSHIP_NOT_FOUND,
  type SponsorshipView,
} from '../../../shared/schemas/payments';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CheckList } from '../../components/ui/CheckList';
import { CONFIRM_WINDOW_MS, useSponsorship } from '../../features/payments/api';
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
import { Guard } from '../../lib/guard';

function DoneButtons() {
  return (
    <OutcomeLinks>
      <Link to="/business-dashboard" className={buttonClasses('primary')}>
        <LayoutDashboard className="size-5" aria-hidden />
        Go to Business Dashboard
      </Link>
    </OutcomeLinks>
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
    <DetailsCard heading="Amount paid" amountCents={sponsorship.amount} rows={rows}>
      {sponsorship.tierBenefits.length > 0 && (
        <div className="border-t border-slate-200 px-5 py-4 sm:px-6">
          <h3 className="font-semibold text-navy">Your benefits</h3>
          <CheckList items={sponsorship.tierBenefits} className="mt-2" />
        </div>
      )}
    </DetailsCard>
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
      <OutcomeHero title="Sponsorship Successful!">
        Thank you for supporting {sponsorship.team.name}. The team has been told, and your receipt is on its
        way to your email.
      </OutcomeHero>
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

/** A loaded sponsorship: still confirming, not completed, or paid. */
function Outcome({ sponsorship, waitedLong }: { sponsorship: SponsorshipView; waitedLong: boolean }) {
  if (sponsorship.status === 'pending') {
    return (
      <Confirming
        stillWaiting={waitedLong}
        what="payment"
        title="Confirming your payment…"
        waitingText="Your payment is taking a little longer to confirm. There's no need to pay again: we'll email your receipt as soon as it's through, and the sponsorship will appear on your dashboard."
        actions={<DoneButtons />}
      />
    );
  }
  if (sponsorship.status === 'cancelled' && sponsorship.paymentStatus !== 'paid') {
    const declined = sponsorship.paymentStatus === 'failed';
    return (
      <NotCompleted
        title={declined ? 'Payment declined' : 'Payment not completed'}
        description={
          declined
            ? `The card was declined, so no money was taken and the spot with ${sponsorship.team.name} was released.`
            : 'This checkout was cancelled or ran out of time before payment. No money was taken.'
        }
        retryTo={`/sponsor-team/${sponsorship.team.id}${sponsorship.tierId ? `?tier=${sponsorship.tierId}` : ''}`}
      />
    );
  }
  return <Success sponsorship={sponsorship} />;
}

function SuccessContent() {
  const [params] = useSearchParams();
  const sponsorshipId = params.get('sponsorship_id') ?? '';
  const waitedLong = useWaitedLong(CONFIRM_WINDOW_MS);
  const query = useSponsorship(sponsorshipId, params.get('session_id'), !waitedLong);
  return (
    <OutcomeLoad
      query={query}
      missing={!sponsorshipId}
      notFoundTitle={SPONSORSHIP_NOT_FOUND}
      notFoundText="We couldn't find this sponsorship on your account. Check the link in your email, or look on your dashboard."
      failedTitle="Failed to load sponsorship data"
      loadingLabel="Loading your sponsorship"
    >
      {(sponsorship) => <Outcome sponsorship={sponsorship} waitedLong={waitedLong} />}
    </OutcomeLoad>
  );
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
