import { CheckCircle2, MailX, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useUnsubscribe, useUnsubscribeInfo } from '../../features/roster/api';

const LINK_INVALID = 'This link is invalid or has expired. Please contact support for assistance.';

/**
 * Opened from a fundraising email, signed in or not. Opening it changes nothing (mail scanners open
 * links); the button does.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const link = { c: params.get('c') ?? '', t: params.get('t') ?? '' };
  const hasLink = Boolean(link.c && link.t);
  const info = useUnsubscribeInfo(link, hasLink);
  const unsubscribe = useUnsubscribe();

  let content: React.ReactNode;
  if (!hasLink || info.isError) {
    content = (
      <Outcome icon={<XCircle className="size-12 text-danger" aria-hidden />} title="Link Invalid">
        {LINK_INVALID}
      </Outcome>
    );
  } else if (info.isPending) {
    content = (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Loading</span>
        <Skeleton className="mx-auto size-12 rounded-full" />
        <Skeleton className="mx-auto h-8 w-64" />
        <Skeleton className="mx-auto h-5 w-72" />
        <Skeleton className="mx-auto h-11 w-40" />
      </div>
    );
  } else if (info.data.unsubscribed || unsubscribe.isSuccess) {
    content = (
      <Outcome icon={<CheckCircle2 className="size-12 text-field" aria-hidden />} title="You're unsubscribed">
        {info.data.teamName} will not send you any more fundraising emails.
      </Outcome>
    );
  } else {
    const { firstName, teamName } = info.data;
    content = (
      <Outcome
        icon={<MailX className="size-12 text-navy" aria-hidden />}
        title="Unsubscribe from fundraising emails?"
      >
        <span className="block">
          Hi {firstName}, press the button and {teamName} will stop sending you fundraising emails.
        </span>
        {unsubscribe.isError && (
          <span role="alert" className="mt-3 block font-medium text-danger">
            Failed to process your action. Please try again.
          </span>
        )}
        <Button
          variant="destructive"
          className="mt-6"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(link)}
        >
          Unsubscribe
        </Button>
      </Outcome>
    );
  }

  return (
    <PageShell title="Unsubscribe">
      <Card className="mx-auto mt-6 max-w-md p-6 text-center sm:mt-10 sm:p-8">
        {content}
        <Link to="/" className={`${buttonClasses('ghost', 'md')} mt-4`}>
          Return Home
        </Link>
      </Card>
    </PageShell>
  );
}

function Outcome({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}
