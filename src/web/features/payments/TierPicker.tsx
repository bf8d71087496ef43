import { Check } from 'lucide-react';
import { useId } from 'react';
import { formatCents } from '../../../shared/money';
import type { DiscoveryTier } from '../../../shared/schemas/discovery';
import { Badge } from '../../components/ui/Badge';

interface TierPickerProps {
  tiers: DiscoveryTier[];
  /** The chosen tier's id. */
  value: string | null;
  onChange: (tierId: string) => void;
  /** Tiers this business already sponsors: shown as its own, not offered again. */
  owned?: ReadonlySet<string>;
}

/**
 * The team's tiers as a radio group of cards (arrow keys move between them); a sold-out tier is dimmed,
 * marked 'Sold Out' and cannot be chosen (spec part 2, section 4); so is a tier the business already holds,
 * marked 'Yours'.
 */
export function TierPicker({ tiers, value, onChange, owned = new Set() }: TierPickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-xl font-bold text-navy">Choose a sponsorship tier</legend>
      <p className="mt-1 text-slate-600">Every tier supports the whole team for the season.</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {tiers.map((tier) => {
          const selected = tier.id === value;
          const yours = owned.has(tier.id);
          const closed = tier.soldOut || yours;
          return (
            <label
              key={tier.id}
              className={`relative flex cursor-pointer flex-col rounded-[var(--radius-card)] border-2 bg-white p-4 shadow-card transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky sm:p-5 ${
                closed
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                  : selected
                    ? 'border-navy bg-slate-50'
                    : 'border-transparent hover:border-slate-300'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={tier.id}
                checked={selected}
                disabled={closed}
                onChange={() => onChange(tier.id)}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block text-lg font-bold break-words text-navy">{tier.name}</span>
                  <span className="mt-0.5 block text-2xl font-bold text-navy tabular-nums">
                    {formatCents(tier.amount)}
                  </span>
                </span>
                {yours ? (
                  <Badge tone="paid">Yours</Badge>
                ) : tier.soldOut ? (
                  <Badge tone="neutral">Sold Out</Badge>
                ) : (
                  <span
                    aria-hidden
                    className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                      selected ? 'border-navy bg-navy text-white' : 'border-slate-300'
                    }`}
                  >
                    {selected && <Check className="size-4" />}
                  </span>
                )}
              </span>
              {tier.description && <span className="mt-2 block text-slate-600">{tier.description}</span>}
              {tier.benefits.length > 0 && (
                <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
                  {tier.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-field" aria-hidden />
                      <span className="min-w-0 break-words">{benefit}</span>
                    </li>
                  ))}
                </ul>
              )}
              <span className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4 text-sm text-slate-500">
                <span>{tier.logoPlacement ? `Logo: ${tier.logoPlacement}` : 'No logo placement'}</span>
                <span className="tabular-nums">
                  {tier.takenSpots} of {tier.availableSpots} spots taken
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
