import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { EmailLinkForm } from '../../features/account/EmailLinkForm';
import { Refusal } from '../../features/account/Refusal';
import {
  useCloseGiving,
  useGivingPage,
  useOpenGiving,
  useRequestGivingLink,
} from '../../features/giving/api';
import { GiftList } from '../../features/giving/GiftList';
import { MonthlyGifts } from '../../features/giving/MonthlyGifts';
import { ApiError } from '../../lib/api';

function Loading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      <div className="grid gap-3 md:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** A card in the middle of the page: asking for a link, or using one. */
function Centered({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <Card className="mx-auto mt-4 max-w-md p-6 sm:mt-8 sm:p-8">
      <h1 className="text-center text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-center text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

function AskForLink({ problem }: { problem?: string }) {
  return (
    <Centered
      title="Your giving"
      intro="Enter the email you gave with. We will email you a link to see your gifts and receipts and to manage your monthly donations. No password needed."
    >
      {problem && (
        <p role="alert" className="mb-4 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <EmailLinkForm request={useRequestGivingLink()} button="Email me a link" />
    </Centered>
  );
}

/** The mailed link: opening the page changes nothing (mail scanners open links); the button spends it. */
function UseLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const open = useOpenGiving();
  if (open.error instanceof ApiError && open.error.status < 500)
    return <AskForLink problem={open.error.message} />;
  return (
    <Centered title="Your giving" intro="Open the page with your gifts, receipts and monthly donations.">
      <Refusal error={open.error} />
      <Button
        className="mt-2 w-full"
        loading={open.isPending}
        onClick={() => open.mutate(token, { onSuccess: () => navigate('/giving', { replace: true }) })}
      >
        <KeyRound className="size-4" aria-hidden />
        Show my gifts
      </Button>
    </Centered>
  );
}

function Giving() {
  const [year, setYear] = useState<number | null>(null);
  const page = useGivingPage(year);
  const close = useCloseGiving();
  if (page.isPending) return <Loading />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 401) return <AskForLink />;
    return (
      <Centered title="Your giving" intro="Your gifts could not be loaded. Please check your connection.">
        <Button className="w-full" onClick={() => page.refetch()}>
          Try again
        </Button>
      </Centered>
    );
  }
  const { email, years, gifts, monthly } = page.data;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Your giving</h1>
          <p className="mt-1 text-slate-600">
            Gifts made with <strong className="text-navy">{email}</strong>
          </p>
        </div>
        <Button variant="secondary" size="sm" loading={close.isPending} onClick={() => close.mutate()}>
          <LogOut className="size-4" aria-hidden />
          Close my giving page
        </Button>
      </div>
      <MonthlyGifts gifts={monthly} />
      <GiftList year={page.data.year} years={years} gifts={gifts} onYear={setYear} />
    </div>
  );
}

/**
 * /giving: a donor's own page (issue 22), reached by a link mailed to the address they gave with; the
 * link's ?token= is used by pressing "Show my gifts".
 */
export default function GivingPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <PageShell title="Your giving">{token ? <UseLink token={token} /> : <Giving />}</PageShell>;
}
