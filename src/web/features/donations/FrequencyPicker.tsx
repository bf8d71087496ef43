import { useId } from 'react';

interface FrequencyPickerProps {
  monthly: boolean;
  onChange: (monthly: boolean) => void;
}

const OPTIONS = [
  { monthly: false, label: 'One-time', hint: 'A single gift' },
  { monthly: true, label: 'Monthly', hint: 'Cancel anytime' },
] as const;

/** One-time or monthly, as a two-option radio group. */
export function FrequencyPicker({ monthly, onChange }: FrequencyPickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-base font-semibold text-navy">How often</legend>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {OPTIONS.map((option) => {
          const checked = option.monthly === monthly;
          return (
            <label
              key={option.label}
              className={`flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-[var(--radius-control)] border-2 px-3 py-2 text-center transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky ${
                checked ? 'border-navy bg-navy' : 'border-slate-300 bg-white hover:border-navy'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.monthly ? 'monthly' : 'one_time'}
                checked={checked}
                onChange={() => onChange(option.monthly)}
                className="sr-only"
              />
              <span className={`font-bold ${checked ? 'text-white' : 'text-navy'}`}>{option.label}</span>
              <span className={`text-sm ${checked ? 'text-slate-200' : 'text-slate-600'}`}>
                {option.hint}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
