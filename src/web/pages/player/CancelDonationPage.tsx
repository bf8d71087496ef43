import { CircleCheck, RefreshCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { DONATION_FAILED } from '../../../shared/player-page-texts';
import { LINK_INVALID } from '../../../shared/schemas/donations';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCancelDonation, useCancelLink } from '../../features/donations/api';
import { ApiError } from '../../lib/api';

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div>
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}

function HomeLink() {
  return (
    <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
      Return Home
    </Link>
  );
}

function LoadingCard() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading</span>
      <Skeleton className="mx-auto size-12 rounded-full" />
      <Skeleton className="mx-auto h-8 w-72 max-w-full" />
      <Skeleton className="mx-auto h-20 w-full" />
      <Skeleton className="mx-auto h-11 w-56" />
    </div>
  );
}

function CancelDonation({ token }: { token: string }) {
  const info = useCancelLink(token);
  const cancel = useCancelDonation(token);

  if (!token || info.isError) {
    const unreachable = info.error instanceof ApiError && info.error.status === 0;
    return (
      <Outcome icon={<XCircle className="size-12 text-danger" aria-hidden />} title="Link Invalid">
        <p>{unreachable ? 'Unable to validate this link. Please try again later.' : LINK_INVALID}</p>
        <HomeLink />
      </Outcome>
    );
  }
  if (info.isPending) return <LoadingCard />;

  const { playerName, teamName, amount, startedAt, cancelled } = info.data;
  if (cancelled || cancel.isSuccess) {
    return (
      <Outcome
        icon={<CircleCheck className="size-12 text-field" aria-hidden />}
        title="Monthly donation cancelled"
      >
        <p>
          No more payments will be taken for your {formatCents(amount)}/month gift to {playerName}. Thank you
          for supporting {teamName}!
        </p>
        <HomeLink />
      </Outcome>
    );
  }
  return (
    <Outcome
      icon={<RefreshCw className="size-12 text-navy" aria-hidden />}
      title="Cancel your monthly donation?"
    >
      <p>
        You give <strong className="text-navy">{formatCents(amount)}/month</strong> to {playerName} of{' '}
        {teamName}
        {startedAt ? `, since ${formatDate(startedAt)}` : ''}. Cancelling stops the next payments; what you
        have already given stays with the team.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button
          variant="destructive"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onError: () => toast.error('Error', { description: DONATION_FAILED }),
            })
          }
        >
          Cancel monthly donation
        </Button>
        <Link to="/" className={buttonClasses('secondary')}>
          Keep my donation
        </Link>
      </div>
    </Outcome>
  );
}

/**
 * /donations/cancel?token=: the link in every monthly receipt, no sign-in. Opening it changes nothing
 * (mail scanners open links); the button does.
 */
export default function CancelDonationPage() {
  const [params] = useSearchParams();
  return (
    <PageShell title="Cancel monthly donation">
      <Card className="mx-auto mt-6 max-w-lg p-6 text-center sm:mt-10 sm:p-8">
        <CancelDonation token={params.get('token') ?? ''} />
      </Card>
    </PageShell>
  );
}
