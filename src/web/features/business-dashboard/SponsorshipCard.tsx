import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Check, ChevronDown, MapPin, Megaphone, MessageSquare, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { CONTRACT_TBD, NOT_SPECIFIED } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { formatCount } from '../../../shared/numbers';
import type { BusinessSponsorship } from '../../../shared/schemas/business-dashboard';
import { PaymentStatusBadge, SponsorshipStatusBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { SponsorChecklist } from '../fulfilment/SponsorChecklist';
import { MessageThread } from '../messages/MessageThread';
import { businessDashboardKey } from './api';

/** 'Mar 1, 2026 – May 30, 2026', wrapping only between the two dates; 'TBD' until the season is set. */
function ContractPeriod({ start, end }: { start: string | null; end: string | null }) {
  if (!start || !end) return <>{CONTRACT_TBD}</>;
  return (
    <>
      <span className="whitespace-nowrap">{formatCalendarDate(start)} –</span>{' '}
      <span className="whitespace-nowrap">{formatCalendarDate(end)}</span>
    </>
  );
}

const known = (value: string) => value && value !== NOT_SPECIFIED;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-800">{children}</dd>
    </div>
  );
}

function ImpactFigure({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <div className="flex flex-col items-center gap-1 text-center sm:flex-row sm:gap-3 sm:text-left">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-field shadow-sm [&_svg]:size-4.5">
        {icon}
      </span>
      <div>
        <p className="text-xl font-bold text-navy tabular-nums">{formatCount(value)}</p>
        <p className="text-xs text-slate-600">{label}</p>
      </div>
    </div>
  );
}

/** One sponsorship of the business: the team, the money, the contract, the estimated impact and the thread. */
export function SponsorshipCard({ sponsorship }: { sponsorship: BusinessSponsorship }) {
  const { team, impact } = sponsorship;
  const [showMessages, setShowMessages] = useState(false);
  const threadId = useId();
  const client = useQueryClient();
  const where = [team.sport, team.ageGroup, team.location].filter(known);
  // Paid and not refunded: the team's checklist replaces the bare list of benefits.
  const fulfilled = sponsorship.paymentStatus === 'paid' && sponsorship.status !== 'cancelled';

  return (
    <Card>
      <div className="space-y-5 p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 className="text-lg font-bold break-words">{team.name}</h3>
            {where.length > 0 && (
              <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
                {where.join(' · ')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <SponsorshipStatusBadge status={sponsorship.status} />
            <PaymentStatusBadge status={sponsorship.paymentStatus} />
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Detail label="Amount">
            <span className="text-lg text-navy tabular-nums">{formatCents(sponsorship.amount)}</span>
          </Detail>
          <Detail label="Tier">{sponsorship.tierName ?? 'Custom'}</Detail>
          <Detail label="Contract">
            <ContractPeriod start={sponsorship.contractStartDate} end={sponsorship.contractEndDate} />
          </Detail>
          <Detail label="Team size">{team.teamSize ? `${team.teamSize} players` : 'Not specified'}</Detail>
        </dl>

        {/* Not a named region: one per card would repeat the same landmark for every sponsorship. */}
        <section className="rounded-[var(--radius-control)] border border-field/15 bg-green-50/60 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h4 className="text-sm font-semibold text-navy">Community Impact</h4>
            <p className="text-xs text-slate-600">
              Estimated over {impact.months} {impact.months === 1 ? 'month' : 'months'}
            </p>
          </div>
          <div className="mt-3 grid grid-cols-3 gap-2">
            <ImpactFigure icon={<Users />} value={impact.familiesReached} label="Families reached" />
            <ImpactFigure icon={<CalendarDays />} value={impact.events} label="Events" />
            <ImpactFigure icon={<Megaphone />} value={impact.mentions} label="Brand mentions" />
          </div>
        </section>

        {fulfilled ? (
          <SponsorChecklist sponsorshipId={sponsorship.id} teamName={team.name} />
        ) : (
          sponsorship.tierBenefits.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold text-navy">Tier benefits</h4>
              <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
                {sponsorship.tierBenefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2 text-sm text-slate-700">
                    <Check className="mt-0.5 size-4 shrink-0 text-field" aria-hidden />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
          )
        )}
      </div>

      <div className="border-t border-slate-100 px-4 py-3 sm:px-5">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showMessages}
          aria-controls={threadId}
          onClick={() => setShowMessages((open) => !open)}
          className="-ml-2"
        >
          <MessageSquare className="size-4" aria-hidden />
          {showMessages ? 'Hide Messages' : 'Show Messages'}
          {!showMessages && sponsorship.messageCount > 0 && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 tabular-nums">
              {sponsorship.messageCount}
              <span className="sr-only"> messages</span>
            </span>
          )}
          <ChevronDown
            className={`size-4 transition-transform motion-reduce:transition-none ${showMessages ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </Button>
        {showMessages && (
          <div id={threadId} className="mt-3">
            <MessageThread
              sponsorshipId={sponsorship.id}
              viewer="business"
              onSent={() => client.invalidateQueries({ queryKey: businessDashboardKey })}
            />
          </div>
        )}
      </div>
    </Card>
  );
}

/** A card-shaped placeholder with the same rows as a sponsorship card, so nothing jumps when it loads. */
export function SponsorshipCardSkeleton() {
  return (
    <Card aria-hidden>
      <div className="space-y-5 p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <div className="space-y-2">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </div>
          <Skeleton className="h-5 w-40" />
        </div>
        <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-1.5">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-6 w-24" />
            </div>
          ))}
        </div>
        <Skeleton className="h-28 w-full sm:h-24" />
        <div className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <div className="border-t border-slate-100 px-4 py-3 sm:px-5">
        <Skeleton className="h-9 w-40" />
      </div>
    </Card>
  );
}
