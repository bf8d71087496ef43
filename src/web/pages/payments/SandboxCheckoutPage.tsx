import { CircleX, Clock, CreditCard, Lock, SearchX } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { formatCents } from '../../../shared/money';
import {
  SANDBOX_BANNER,
  type SandboxAction,
  type SandboxSessionView,
} from '../../../shared/schemas/payments';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSandboxAction, useSandboxSession } from '../../features/payments/api';
import { appPath } from '../../features/payments/navigation';
import { SandboxClosed, SandboxFrame } from '../../features/payments/SandboxFrame';
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

function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const location = useLocation();
  const query = useSandboxSession(sessionId);

  if (query.error instanceof ApiError && query.error.status === 401) {
    const next = encodeURIComponent(location.pathname);
    return <Navigate to={`/auth?next=${next}`} replace />;
  }
  if (query.isError) {
    return (
      <SandboxClosed
        icon={<SearchX aria-hidden />}
        tone="amber"
        title="Checkout not found"
        text="This checkout link is not valid. Start again from the page you were paying on."
        action={
          <Link to="/" className={buttonClasses('primary')}>
            Return Home
          </Link>
        }
      />
    );
  }
  if (!query.isSuccess) {
    return (
      <Card className="space-y-4 p-6" aria-busy="true">
        <span className="sr-only">Loading the checkout</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-11 w-full" />
      </Card>
    );
  }

  const session = query.data;
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
          action={
            <Link to={back} replace className={buttonClasses('primary')}>
              Try Again
            </Link>
          }
        />
      );
    case 'paid':
      return (
        <SandboxClosed
          icon={<Lock aria-hidden />}
          tone="amber"
          title="Already paid"
          text="This checkout has been paid. There is nothing more to do here."
          action={
            <Link to={appPath(session.successUrl) ?? '/'} replace className={buttonClasses('primary')}>
              See the confirmation
            </Link>
          }
        />
      );
    default:
      return (
        <SandboxClosed
          icon={<Clock aria-hidden />}
          tone="amber"
          title={session.status === 'expired' ? 'This checkout has expired' : 'This checkout was cancelled'}
          text="No money moved. Start again to pay."
          action={
            <Link to={back} replace className={buttonClasses('primary')}>
              Start Again
            </Link>
          }
        />
      );
  }
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
