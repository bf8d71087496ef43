import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { NOT_SPECIFIED } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';

/*
 * The pieces a checkout's return page is made of (a sponsorship's and a player gift's): confirming while
 * the webhook lands, the paid outcome with its details, not completed. Before that, OutcomeLoad.tsx.
 */

export const shown = (value: string) => (value && value !== NOT_SPECIFIED ? value : 'Not specified');

/** Turns true once the provider has had `ms` to confirm: the page stops polling and says it is still waiting. */
export function useWaitedLong(ms: number): boolean {
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return waitedLong;
}

export function OutcomeHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-field">
        <CircleCheck className="size-9" aria-hidden />
      </span>
      <h1 className="mt-5 text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{children}</p>
    </div>
  );
}

/** The ways on from a return page: its own first (a dashboard, the player's page), then Return Home. */
export function OutcomeLinks({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      {children}
      <Link to="/" className={buttonClasses('secondary')}>
        Return Home
      </Link>
    </div>
  );
}

interface DetailsCardProps {
  heading: string;
  amountCents: number;
  /** After the amount: '/month'. */
  per?: string;
  rows: Array<{ label: string; value: string }>;
  children?: ReactNode;
}

export function DetailsCard({ heading, amountCents, per, rows, children }: DetailsCardProps) {
  return (
    <Card className="overflow-hidden text-left">
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
        <h2 className="text-lg font-bold">{heading}</h2>
        <p className="text-2xl font-bold text-navy tabular-nums">
          {formatCents(amountCents)}
          {per && <span className="text-lg font-semibold text-slate-600">{per}</span>}
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
      {children}
    </Card>
  );
}

interface ConfirmingProps {
  stillWaiting: boolean;
  /** 'payment', 'donation': what the spinner and the titles name. */
  what: string;
  /** The title while it is quick. */
  title: string;
  /** What to tell a payer who has waited long. */
  waitingText: string;
  /** The ways out once it has taken long. */
  actions: ReactNode;
}

export function Confirming({ stillWaiting, what, title, waitingText, actions }: ConfirmingProps) {
  return (
    <Card className="mx-auto max-w-xl px-5 py-8 text-center sm:p-10">
      {stillWaiting ? (
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-bg text-amber">
          <Clock className="size-7" aria-hidden />
        </span>
      ) : (
        <Spinner label={`Confirming your ${what}`} className="justify-center [&_svg]:size-10" />
      )}
      <h1 className="mt-5 text-2xl font-bold">{stillWaiting ? `Still confirming your ${what}` : title}</h1>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {stillWaiting ? waitingText : 'This usually takes a few seconds. Please keep this page open.'}
      </p>
      {stillWaiting && <div className="mt-8">{actions}</div>}
    </Card>
  );
}

interface NotCompletedProps {
  title: string;
  description: string;
  /** Where 'Try Again' goes; none when there is nowhere to go back to. */
  retryTo?: string | null;
}

export function NotCompleted({ title, description, retryTo }: NotCompletedProps) {
  return (
    <EmptyState
      icon={<CircleX aria-hidden />}
      title={title}
      description={description}
      action={
        <div className="flex flex-col gap-3 sm:flex-row">
          {retryTo && (
            <Link to={retryTo} className={buttonClasses('primary')}>
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
