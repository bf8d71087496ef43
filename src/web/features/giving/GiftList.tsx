import { Download, HeartHandshake } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import type { GivingGift } from '../../../shared/schemas/giving';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { Select } from '../../components/ui/Select';

function RefundBadge({ gift }: { gift: GivingGift }) {
  if (gift.status === 'refunded') return <Badge tone="neutral">Refunded</Badge>;
  if (gift.refundedCents > 0)
    return <Badge tone="neutral">{formatCentsExact(gift.refundedCents)} refunded</Badge>;
  return null;
}

/** One year's gifts with their receipts, and the year's statement. */
export function GiftList({
  year,
  years,
  gifts,
  onYear,
}: {
  year: number | null;
  years: number[];
  gifts: GivingGift[];
  onYear: (year: number) => void;
}) {
  if (year === null) {
    return (
      <EmptyState
        icon={<HeartHandshake />}
        title="No gifts yet"
        description="Gifts you make with this email address show here, each with its receipt."
      />
    );
  }
  return (
    <section aria-labelledby="gifts-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="gifts-heading" className="text-xl font-bold text-navy">
          Your gifts
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {years.length > 1 && (
            <div className="flex items-center gap-2">
              <label htmlFor="giving-year" className="text-sm font-semibold text-navy">
                Year
              </label>
              <Select
                id="giving-year"
                className="min-h-9 w-28"
                value={year}
                onChange={(event) => onYear(Number(event.target.value))}
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <a
            href={`/api/giving/statements/${year}.pdf`}
            className={buttonClasses('secondary', 'sm')}
            download
          >
            <Download className="size-4" aria-hidden />
            {year} statement (PDF)
          </a>
        </div>
      </div>
      {gifts.length === 0 ? (
        <EmptyState
          icon={<HeartHandshake />}
          title={`No gifts in ${year}`}
          description="Choose another year."
        />
      ) : (
        <Card className="divide-y divide-slate-200">
          {gifts.map((gift) => (
            <div
              key={gift.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-navy">
                  {gift.playerName} · {gift.teamName}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDate(gift.paidAt)} · {gift.isRecurring ? 'Monthly' : 'One-time'} ·{' '}
                  <span className="font-mono">{gift.reference}</span>
                </p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <div className="flex items-center gap-2">
                  <RefundBadge gift={gift} />
                  <span className="font-semibold text-navy tabular-nums">
                    {formatCentsExact(gift.amount)}
                  </span>
                </div>
                <DownloadLink
                  href={`/api/giving/gifts/${gift.id}/receipt.pdf`}
                  label={`Receipt ${gift.reference} (PDF)`}
                >
                  Receipt
                </DownloadLink>
              </div>
            </div>
          ))}
        </Card>
      )}
    </section>
  );
}
