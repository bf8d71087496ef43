import { CircleX, Clock, CreditCard, Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { formatCents } from '../../../shared/money';
import {
  SANDBOX_BANNER,
  type SandboxAction,
  type SandboxSessionView,
} from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useSandboxAction, useSandboxSession } from '../../features/payments/api';
import { appPath } from '../../features/payments/navigation';
import { SandboxClosed, SandboxFrame } from '../../features/payments/SandboxFrame';
import { SandboxLoad } from '../../features/payments/SandboxLoad';
import { ApiError } from '../../lib/api';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function OpenCheckout({ session }: { session: SandboxSessionView }) {
  const navigate = useNavigate();
  const act = useSandboxAction(session.id);
  const go = (url: string) => {
    const path = appPath(url);
    if (path) navigate(path, { replace: true });
    else window.location.assign(url);
  };
  const press = (action: SandboxAction) =>
    act.mutate(action, {
      onSuccess: ({ redirectUrl }) => {
        if (redirectUrl) go(redirectUrl);
      },
      onError: (error) =>
        toast.error('Error', {
          description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        }),
    });
  const busy = act.isPending || (act.isSuccess && act.data.redirectUrl !== null);

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 p-6">
        <h1 className="text-sm font-medium text-slate-500">Pay {session.payeeName}</h1>
        <p className="mt-1 text-4xl font-bold text-navy tabular-nums">{formatCents(session.amountCents)}</p>
        {session.mode === 'subscription' && <p className="text-sm text-slate-500">every month</p>}
        <div className="mt-4 rounded-[var(--radius-control)] bg-slate-50 p-3">
          <p className="font-semibold break-words text-navy">{session.productName}</p>
          <p className="mt-0.5 text-sm break-words text-slate-600">{session.description}</p>
        </div>
      </div>
      <div className="space-y-4 p-6">
        <div>
          <p className="text-sm font-semibold text-navy">Card</p>
          <div className="mt-1.5 flex items-center gap-3 rounded-[var(--radius-control)] border border-slate-300 bg-white px-3 py-2.5">
            <CreditCard className="size-5 text-slate-400" aria-hidden />
            <span className="font-mono text-slate-800 tabular-nums">4242 4242 4242 4242</span>
            <span className="ml-auto text-xs font-semibold text-slate-500">TEST</span>
          </div>
          <p className="mt-1.5 text-xs text-slate-500">
            A pretend card: choose whether it goes through or is declined.
          </p>
        </div>
        <Button
          size="lg"
          className="w-full"
          loading={busy && act.variables === 'pay'}
          disabled={busy}
          onClick={() => press('pay')}
        >
          Pay
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            disabled={busy}
            loading={busy && act.variables === 'decline'}
            onClick={() => press('decline')}
          >
            Decline card
          </Button>
          <Button
            variant="ghost"
            disabled={busy}
            loading={busy && act.variables === 'cancel'}
            onClick={() => press('cancel')}
          >
            Cancel
          </Button>
        </div>
        <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <Clock className="size-3.5" aria-hidden />
          This checkout closes at {time.format(new Date(session.expiresAt))}
        </p>
      </div>
    </Card>
  );
}

/** A loaded session: open to pay, or closed (declined, paid, expired or cancelled) with the way on. */
function CheckoutSession({ session }: { session: SandboxSessionView }) {
  const back = appPath(session.cancelUrl) ?? '/';
  switch (session.status) {
    case 'open':
      return <OpenCheckout session={session} />;
    case 'declined':
      return (
        <SandboxClosed
          icon={<CircleX aria-hidden />}
          tone="red"
          title="Your card was declined"
          text="No money moved, and the spot you were holding has been released. You can start again whenever you like."
          link={{ to: back, label: 'Try Again', replace: true }}
        />
      );
    case 'paid':
      return (
        <SandboxClosed
          icon={<Lock aria-hidden />}
          tone="amber"
          title="Already paid"
          text="This checkout has been paid. There is nothing more to do here."
          link={{ to: appPath(session.successUrl) ?? '/', label: 'See the confirmation', replace: true }}
        />
      );
    default:
      return (
        <SandboxClosed
          icon={<Clock aria-hidden />}
          tone="amber"
          title={session.status === 'expired' ? 'This checkout has expired' : 'This checkout was cancelled'}
          text="No money moved. Start again to pay."
          link={{ to: back, label: 'Start Again', replace: true }}
        />
      );
  }
}

function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const query = useSandboxSession(sessionId);
  return (
    <SandboxLoad
      query={query}
      notFoundTitle="Checkout not found"
      notFoundText="This checkout link is not valid. Start again from the page you were paying on."
      notFoundLink={{ to: '/', label: 'Return Home' }}
      loadingLabel="Loading the checkout"
      loadingBars={['h-4 w-40', 'h-10 w-32', 'h-16 w-full', 'h-11 w-full', 'h-12 w-full', 'h-11 w-full']}
    >
      {(session) => <CheckoutSession session={session} />}
    </SandboxLoad>
  );
}

/** /sandbox/checkout/:sessionId: the built-in provider's test checkout page. */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  return (
    <SandboxFrame title="Test checkout" banner={SANDBOX_BANNER} badge="Test checkout">
      <SandboxCheckout sessionId={sessionId} />
    </SandboxFrame>
  );
}
