import { Check, Clock, XCircle } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { NOT_SPECIFIED } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { CHECKOUT_FAILED } from '../../../shared/schemas/payments';
import type { HeldSpotView } from '../../../shared/schemas/seasons';
import { PageShell } from '../../components/PageShell';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useStartCheckout } from '../../features/payments/api';
import { appPath } from '../../features/payments/navigation';
import { useHeldSpot } from '../../features/seasons/api';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';

const LINK_INVALID = 'This link is invalid or has expired. Please contact support for assistance.';

/** 'Renew' runs the normal checkout; signed out, it goes through sign-in and comes back here. */
function RenewAction({ offer }: { offer: HeldSpotView }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const start = useStartCheckout();
  const label = offer.reason === 'renewal' ? 'Renew sponsorship' : 'Sponsor this tier';
  if (isLoading) return <Skeleton className="h-11 w-48" />;
  if (!user) {
    return (
      <Link to={`/auth?next=${encodeURIComponent(location.pathname)}`} className={buttonClasses('primary')}>
        Sign in to {offer.reason === 'renewal' ? 'renew' : 'sponsor'}
      </Link>
    );
  }
  const renew = () =>
    start.mutate(
      { teamId: offer.team.id, tierId: offer.tier.id },
      {
        onSuccess: ({ url }) => {
          const path = appPath(url);
          if (path) navigate(path);
          else window.location.assign(url);
        },
        onError: (error) => {
          const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
          toast.error('Error', { description: explained ? error.message : CHECKOUT_FAILED });
        },
      },
    );
  return (
    <Button onClick={renew} loading={start.isPending || start.isSuccess}>
      {label}
    </Button>
  );
}

function Offer({ offer }: { offer: HeldSpotView }) {
  const renewal = offer.reason === 'renewal';
  const facts = [offer.team.sport, offer.team.location].filter((fact) => fact !== NOT_SPECIFIED);
  return (
    <Card className="mx-auto mt-6 max-w-xl p-6 sm:mt-10 sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-field uppercase">
        {renewal ? 'Renewal offer' : 'From the waitlist'}
      </p>
      <h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">
        {renewal ? `Renew your sponsorship of ${offer.team.name}` : `A spot with ${offer.team.name} is open`}
      </h1>
      {facts.length > 0 && <p className="mt-2 text-slate-600">{facts.join(' · ')}</p>}

      <div className="mt-6 rounded-[var(--radius-card)] border border-slate-200 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-lg font-bold break-words text-navy">{offer.tier.name}</p>
            {offer.tier.description && <p className="text-slate-600">{offer.tier.description}</p>}
          </div>
          <p className="text-2xl font-bold text-navy tabular-nums">{formatCents(offer.tier.amountCents)}</p>
        </div>
        {offer.tier.benefits.length > 0 && (
          <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
            {offer.tier.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-field" aria-hidden />
                <span className="min-w-0 break-words">{benefit}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      {offer.renewed ? (
        <p className="mt-6 flex items-center gap-2 font-medium text-field" role="status">
          <Check className="size-5" aria-hidden /> Renewed. Thank you for backing {offer.team.name} again!
        </p>
      ) : offer.live ? (
        <p className="mt-6 flex items-start gap-2 text-slate-700">
          <Clock className="mt-0.5 size-5 shrink-0 text-amber" aria-hidden />
          <span>
            Held for <span className="font-semibold">{offer.businessName}</span> until{' '}
            <span className="font-semibold">{formatDate(offer.expiresAt)}</span>. After that the spot opens to
            every business.
          </span>
        </p>
      ) : (
        <p className="mt-6 flex items-start gap-2 text-slate-700">
          <Badge tone="neutral">Hold ended</Badge>
          <span>
            The hold ended on {formatDate(offer.expiresAt)}. You can still sponsor while spots are left.
          </span>
        </p>
      )}

      {!offer.renewed && (
        <div className="mt-6 flex flex-wrap gap-3">
          {offer.live ? (
            <RenewAction offer={offer} />
          ) : (
            <Link to={`/sponsor-team/${offer.team.id}`} className={buttonClasses('primary')}>
              See the team's tiers
            </Link>
          )}
          <Link to="/" className={buttonClasses('ghost')}>
            Return Home
          </Link>
        </div>
      )}
    </Card>
  );
}

/** The page a renewal (or waitlist) email links to: /renew/{token}. */
export default function RenewalPage() {
  const { token = '' } = useParams();
  const offer = useHeldSpot(token);
  return (
    <PageShell title="Renew your sponsorship">
      {offer.isPending ? (
        <Card className="mx-auto mt-6 max-w-xl space-y-4 p-6 sm:mt-10 sm:p-8" aria-busy="true">
          <span className="sr-only">Loading the offer</span>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-11 w-48" />
        </Card>
      ) : offer.isError ? (
        <Card className="mx-auto mt-6 max-w-md p-6 text-center sm:mt-10 sm:p-8">
          <XCircle className="mx-auto size-12 text-danger" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">Link Invalid</h1>
          <p className="mt-2 text-slate-600">{LINK_INVALID}</p>
          <Link to="/" className={`${buttonClasses('ghost')} mt-4`}>
            Return Home
          </Link>
        </Card>
      ) : (
        <Offer offer={offer.data} />
      )}
    </PageShell>
  );
}
