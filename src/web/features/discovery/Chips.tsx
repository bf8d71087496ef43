import { humanize } from '../../../shared/labels';

interface ChipsProps {
  items: readonly string[];
  /** Shown instead of the list when it is empty. */
  empty?: string;
  /** Show at most this many, then '+N more'. */
  limit?: number;
  /** Label for screen readers, e.g. 'Preferred sports'. */
  label: string;
}

/** A short list of codes or names as small tags (codes humanized: 'team_fees' -> 'Team Fees'). */
export function Chips({ items, empty = 'Not specified', limit, label }: ChipsProps) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  const shown = limit ? items.slice(0, limit) : items;
  const more = items.length - shown.length;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
          {humanize(item)}
        </li>
      ))}
      {more > 0 && <li className="px-1 py-1 text-sm text-slate-500">+{more} more</li>}
    </ul>
  );
}
