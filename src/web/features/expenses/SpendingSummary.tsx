import { EXPENSE_CATEGORY_LABELS } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import type { SeasonSpending } from '../../../shared/schemas/expenses';
import { ProgressBar } from '../../components/ui/ProgressBar';

/**
 * Raised against spent this season, and where the spending went by category: one figure per line, each
 * category's bar a share of what was raised (of what was spent, when the team spent more than it raised).
 */
export function SpendingSummary({ spending }: { spending: SeasonSpending }) {
  const scale = Math.max(spending.raisedCents, spending.spentCents);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-[var(--radius-control)] bg-slate-50 px-4 py-3">
          <dt className="text-sm text-slate-600">Raised this season</dt>
          <dd className="text-2xl font-bold text-navy tabular-nums">{formatCents(spending.raisedCents)}</dd>
        </div>
        <div className="rounded-[var(--radius-control)] bg-slate-50 px-4 py-3">
          <dt className="text-sm text-slate-600">Spent this season</dt>
          <dd className="text-2xl font-bold text-navy tabular-nums">{formatCents(spending.spentCents)}</dd>
        </div>
      </dl>
      {spending.byCategory.length > 0 && (
        <ul className="space-y-3">
          {spending.byCategory.map(({ category, cents }) => {
            const label = EXPENSE_CATEGORY_LABELS[category];
            return (
              <li key={category} className="space-y-1">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="text-slate-700">{label}</span>
                  <span className="font-semibold text-navy tabular-nums">{formatCents(cents)}</span>
                </div>
                <ProgressBar
                  value={cents}
                  max={scale}
                  label={`Spent on ${label.toLowerCase()}`}
                  valueText={`${formatCents(cents)} of ${formatCents(spending.raisedCents)} raised`}
                  tone="sky"
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
