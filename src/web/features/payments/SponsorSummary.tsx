import { Lock, Mail } from 'lucide-react';
import { feeBreakdown } from '../../../shared/fees';
import { formatCents } from '../../../shared/money';
import type { DiscoveryTier } from '../../../shared/schemas/discovery';
import { contractPeriod } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CheckList } from '../../components/ui/CheckList';
import { FeeLines } from './FeeLines';

interface SponsorSummaryProps {
  teamName: string;
  /** The chosen tier; null until one is chosen. */
  tier: DiscoveryTier | null;
  seasonStartDate: string | null;
  seasonEndDate: string | null;
  /** The platform's fee rate the server will record for this checkout. */
  platformFeeBps: number;
  pending: boolean;
  /** Paying cannot work now (the page says why): the button stays off. */
  blocked?: boolean;
  onPay: () => void;
}

/** What the business is about to buy, and the pay button. */
export function SponsorSummary({
  teamName,
  tier,
  seasonStartDate,
  seasonEndDate,
  platformFeeBps,
  pending,
  blocked = false,
  onPay,
}: SponsorSummaryProps) {
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="summary-title">
        <div className="bg-navy px-5 py-4 text-white sm:px-6">
          <h2 id="summary-title" className="text-lg font-bold text-white">
            Your sponsorship
          </h2>
          <p className="text-sm text-slate-200">of {teamName}</p>
        </div>
        <div className="space-y-5 p-5 sm:p-6">
          {tier ? (
            <>
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 font-semibold break-words text-navy">{tier.name} tier</p>
                <p className="text-3xl font-bold text-navy tabular-nums">{formatCents(tier.amount)}</p>
              </div>
              {tier.benefits.length > 0 && (
                <div>
                  <h3 className="text-sm font-semibold text-slate-500">What's included</h3>
                  <CheckList items={tier.benefits} className="mt-2" />
                </div>
              )}
              <dl className="space-y-2 border-t border-slate-200 pt-4 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="shrink-0 text-slate-500">Contract period</dt>
                  <dd className="text-right font-medium text-slate-800">
                    {contractPeriod(seasonStartDate, seasonEndDate)}
                  </dd>
                </div>
              </dl>
              <FeeLines fees={feeBreakdown(tier.amount, platformFeeBps)} bps={platformFeeBps} />
            </>
          ) : (
            <p className="text-slate-600">Choose a tier to see what's included.</p>
          )}
          <Button size="lg" className="w-full" disabled={!tier || blocked} loading={pending} onClick={onPay}>
            <Lock className="size-4" aria-hidden />
            {tier ? `Pay ${formatCents(tier.amount)}` : 'Pay'}
          </Button>
          <p className="flex gap-2 text-sm text-slate-600">
            <Mail className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
            You'll get a receipt by email, and the team is notified.
          </p>
          <p className="text-xs text-slate-500">
            Your spot is held for 30 minutes while you pay. Card details go to our payment provider, never to
            Homefield.
          </p>
        </div>
      </section>
    </Card>
  );
}
