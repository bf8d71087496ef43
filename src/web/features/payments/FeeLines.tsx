import { type FeeBreakdown, feeLines } from '../../../shared/fees';

/** Where a payment goes, before anyone pays: the platform's fee, card processing, what the team receives. */
export function FeeLines({ fees, bps }: { fees: FeeBreakdown; bps: number }) {
  const lines = feeLines(fees, bps);
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm">
      <p className="font-semibold text-slate-700">Where your payment goes</p>
      <dl className="mt-2 space-y-1.5">
        {lines.map((line, i) => (
          <div
            key={line.label}
            className={`flex justify-between gap-3 ${i === lines.length - 1 ? 'border-t border-slate-200 pt-1.5 font-semibold text-navy' : 'text-slate-600'}`}
          >
            <dt>{line.label}</dt>
            <dd className="text-right tabular-nums">{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
