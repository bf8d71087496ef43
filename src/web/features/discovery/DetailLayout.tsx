import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';

/** The way back to the listing a detail page was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${buttonClasses('ghost', 'sm')} -ml-3`}>
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

/** A titled card of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

/** A paragraph of free text the owner wrote, or a quiet note that there is none. */
export function Prose({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) return <p className="text-slate-500">Not specified</p>;
  return <p className="leading-relaxed whitespace-pre-line text-slate-700">{text}</p>;
}

export interface Fact {
  label: string;
  icon: ReactNode;
  value: ReactNode;
}

/** Label and value pairs with an icon each; an empty value reads 'Not specified'. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="space-y-4">
      {facts.map((fact) => (
        // A <dl> may hold only <div>s of <dt>/<dd>: the icon sits in the term, the value indented under it.
        <div key={fact.label}>
          <dt className="flex items-center gap-3 text-sm font-medium text-slate-500">
            <span className="text-slate-400 [&_svg]:size-5" aria-hidden>
              {fact.icon}
            </span>
            {fact.label}
          </dt>
          <dd className="min-w-0 pl-8 break-words text-slate-800">
            {fact.value || <span className="text-slate-500">Not specified</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A detail page's shape while it loads: the header card, then the main column and the side card. */
export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-9 w-36" />
      <Card className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-12 w-48" />
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Card className="space-y-3 p-5 sm:p-6">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-64 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        </div>
        <Card className="space-y-4 p-5 sm:p-6">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </Card>
      </div>
    </div>
  );
}
