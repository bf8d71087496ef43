import { useQuery } from '@tanstack/react-query';
import { CreditCard, SearchX } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { safePath } from '../../../shared/safe-path';
import {
  CARD_UPDATED,
  PLAN_CARD_UPDATED,
  type SandboxRenewalInput,
  type SandboxSubscriptionView,
} from '../../../shared/schemas/giving';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { SandboxClosed, SandboxFrame, TestDetails } from '../../features/payments/SandboxFrame';
import { SandboxLoading } from '../../features/payments/SandboxLoad';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const GIVING = '/giving';

const subscription = api.payments.sandbox.subscriptions[':id'];

function CardForm({ view, back }: { view: SandboxSubscriptionView; back: string }) {
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: () => read(subscription.card.$post({ param: { id: view.subscriptionId } })),
    onSuccess: () => {
      toast.success(view.kind === 'plan' ? PLAN_CARD_UPDATED : CARD_UPDATED);
      navigate(back, { replace: true });
    },
    onError: () => toast.error('Error', { description: 'The card could not be saved. Please try again.' }),
  });
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 p-6">
        <p className="text-sm font-medium text-slate-500">Update the card for</p>
        <h1 className="mt-1 text-2xl font-bold text-navy">{view.heading}</h1>
        <p className="mt-2 text-sm text-slate-600">{view.note}</p>
      </div>
      <div className="space-y-5 p-6">
        <TestDetails
          icon={<CreditCard aria-hidden />}
          title="New card"
          rows={[
            { label: 'Card number', value: '4242 4242 4242 4242', digits: true },
            { label: 'Expiry', value: '12 / 34', digits: true },
            { label: 'CVC', value: '123', digits: true },
          ]}
        />
        <Button
          size="lg"
          className="w-full"
          loading={save.isPending || save.isSuccess}
          onClick={() => save.mutate()}
        >
          Save card
        </Button>
        <Link to={back} replace className={`${buttonClasses('ghost')} w-full`}>
          Cancel
        </Link>
      </div>
    </Card>
  );
}

function SandboxCard({ subscriptionId }: { subscriptionId: string }) {
  const [params] = useSearchParams();
  // Only a path of this site: the return address comes from the link, which anyone could write.
  const back = safePath(params.get('return')) ?? GIVING;
  const query = useQuery({
    queryKey: ['sandbox', 'subscription', subscriptionId],
    queryFn: (): Promise<SandboxSubscriptionView> =>
      read(subscription.$get({ param: { id: subscriptionId } })),
  });
  if (query.isError || query.data?.cancelled) {
    return (
      <SandboxClosed
        icon={<SearchX aria-hidden />}
        tone="amber"
        title={
          query.data?.cancelled
            ? query.data.kind === 'plan'
              ? 'This plan has ended'
              : 'This monthly donation was cancelled'
            : 'Card page not found'
        }
        text={`There is no card to change here. Start again from ${back === GIVING ? 'your giving page' : 'where you came from'}.`}
        link={{ to: back, label: back === GIVING ? 'Go to my giving page' : 'Go back' }}
      />
    );
  }
  if (!query.isSuccess) {
    return (
      <SandboxLoading
        label="Loading the card page"
        bars={['h-4 w-32', 'h-8 w-56', 'h-32 w-full', 'h-12 w-full']}
      />
    );
  }
  return (
    <div className="space-y-4">
      <CardForm view={query.data} back={back} />
      {query.data.kind === 'plan' && <RenewalTest view={query.data} back={back} />}
    </div>
  );
}

const RENEWALS = {
  paid: { label: 'Renew now', toast: 'Renewed: the next period is paid' },
  declined: { label: 'Decline the renewal', toast: 'The renewal was declined' },
} as const;

/**
 * What Stripe's test clocks do for a plan: its next period billed now, paid or declined by the test card,
 * so the renewal and the failed-payment paths can be walked without waiting six months.
 */
function RenewalTest({ view, back }: { view: SandboxSubscriptionView; back: string }) {
  const navigate = useNavigate();
  const renew = useMutation({
    mutationFn: (
      outcome: SandboxRenewalInput['outcome'],
    ): Promise<{ outcome: SandboxRenewalInput['outcome'] }> =>
      read(subscription.renewal.$post({ param: { id: view.subscriptionId }, json: { outcome } })),
    onSuccess: ({ outcome }) => {
      toast.success(RENEWALS[outcome].toast);
      navigate(back, { replace: true });
    },
    onError: () => toast.error('Error', { description: 'The renewal could not be run. Please try again.' }),
  });
  return (
    <Card className="space-y-3 p-6">
      <h2 className="font-semibold text-navy">Test the next renewal</h2>
      <p className="text-sm text-slate-600">
        Bills the plan's next period now, as the provider would when the period ends.
      </p>
      <div className="flex flex-wrap gap-3">
        {(['paid', 'declined'] as const).map((outcome) => (
          <Button
            key={outcome}
            variant="secondary"
            loading={renew.isPending && renew.variables === outcome}
            disabled={renew.isPending || renew.isSuccess}
            onClick={() => renew.mutate(outcome)}
          >
            {RENEWALS[outcome].label}
          </Button>
        ))}
      </div>
    </Card>
  );
}

/** /sandbox/card/:subscriptionId: the built-in provider's card update for a monthly donation or a plan. */
export default function SandboxCardPage() {
  const { subscriptionId = '' } = useParams();
  return (
    <SandboxFrame
      title="Update card"
      banner="Sandbox: no real card is stored or charged"
      badge="Test card update"
    >
      <SandboxCard subscriptionId={subscriptionId} />
    </SandboxFrame>
  );
}
