import { FlaskConical, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/TopBar';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/**
 * The sandbox provider's own pages (checkout, payout setup): no app navigation, only the unmistakable test
 * banner and the brand, as a provider's hosted page would look.
 */
export function SandboxFrame({
  title,
  banner,
  badge,
  children,
}: {
  /** The tab's title, before ' · Homefield'. */
  title: string;
  banner: string;
  badge: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <title>{`${title} · Homefield`}</title>
      {/* The test banner belongs to the page's header landmark, so no content sits outside a landmark. */}
      <header>
        <div role="note" className="border-b border-amber/30 bg-amber-bg px-4 py-2.5 text-center text-amber">
          <p className="inline-flex items-center gap-2 text-sm font-semibold">
            <FlaskConical className="size-4 shrink-0" aria-hidden />
            {banner}
          </p>
        </div>
        <div className="bg-navy">
          <div className="mx-auto flex w-full max-w-[480px] items-center justify-between gap-3 px-4 py-2">
            <Brand />
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/25">
              <Lock className="size-3.5" aria-hidden />
              {badge}
            </span>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[480px] flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}

const TONES = {
  red: 'bg-red-50 text-danger',
  amber: 'bg-amber-bg text-amber',
  green: 'bg-green-50 text-field',
} as const;

/** The way on from a closed sandbox page, as its one button. */
export interface ClosedLink {
  to: string;
  label: string;
  /** Where Back must not return to the closed page. */
  replace?: boolean;
}

/** A sandbox page with nothing left to do here (closed, not found, already done): what happened and the way on. */
export function SandboxClosed({
  icon,
  tone,
  title,
  text,
  link,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  text: string;
  link: ClosedLink;
}) {
  return (
    <Card className="p-6 text-center sm:p-8">
      <span
        className={`mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-7 ${TONES[tone]}`}
      >
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6">
        <Link to={link.to} replace={link.replace} className={buttonClasses('primary')}>
          {link.label}
        </Link>
      </div>
    </Card>
  );
}

/** Read-only test details: the provider's form, already filled in. */
export function TestDetails({
  icon,
  title,
  rows,
}: {
  icon: ReactNode;
  title: string;
  rows: { label: string; value: string; digits?: boolean }[];
}) {
  return (
    <div>
      <div className="flex items-center gap-2 [&_svg]:size-4 [&_svg]:text-slate-400">
        {icon}
        <h2 className="text-sm font-semibold text-navy">{title}</h2>
        <span className="ml-auto text-xs font-semibold text-slate-500">TEST</span>
      </div>
      <dl className="mt-1.5 divide-y divide-slate-200 rounded-[var(--radius-control)] border border-slate-300 bg-white">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3 px-3 py-2.5">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd
              className={`text-right text-slate-800 ${row.digits ? 'font-mono whitespace-nowrap tabular-nums' : 'font-medium'}`}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
