import { useId } from 'react';
import { DONATION } from '../../../shared/constants';
import { formatCents } from '../../../shared/money';
import { Input } from '../../components/ui/Input';

export type AmountMode = 'preset' | 'custom';

interface AmountPickerProps {
  mode: AmountMode;
  /** The chosen preset, in cents. */
  preset: number;
  /** What the donor typed in the custom box, in dollars. */
  customText: string;
  onPreset: (cents: number) => void;
  onCustom: (text: string) => void;
  error?: string;
}

const { min, max, step } = DONATION.customInput;

/**
 * The preset amounts as a radio group of large buttons (arrow keys move between them) and a custom amount
 * box; typing in the box switches to the custom amount (spec part 2, sections 4 and 9).
 */
export function AmountPicker({ mode, preset, customText, onPreset, onCustom, error }: AmountPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-navy">Choose an amount</legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {DONATION.presetCents.map((cents) => {
          const checked = mode === 'preset' && preset === cents;
          return (
            <label
              key={cents}
              className={`flex min-h-14 cursor-pointer items-center justify-center rounded-[var(--radius-control)] border-2 text-xl font-bold tabular-nums transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky ${
                checked
                  ? 'border-navy bg-navy text-white'
                  : 'border-slate-300 bg-white text-navy hover:border-navy'
              }`}
            >
              <input
                type="radio"
                name={`${id}-preset`}
                value={cents}
                checked={checked}
                onChange={() => onPreset(cents)}
                className="sr-only"
              />
              {formatCents(cents)}
            </label>
          );
        })}
      </div>
      <div className="mt-4 space-y-1.5">
        <label htmlFor={`${id}-custom`} className="block text-sm font-semibold text-navy">
          Or enter another amount
        </label>
        <div
          className={`relative rounded-[var(--radius-control)]${mode === 'custom' ? ' ring-2 ring-navy' : ''}`}
        >
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-lg font-semibold text-slate-500"
          >
            $
          </span>
          <Input
            id={`${id}-custom`}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            placeholder="Other amount"
            value={customText}
            invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onCustom(event.target.value)}
            className="pl-7 text-lg tabular-nums"
          />
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
