import { passwordStrength } from '../../../shared/password';

const TONE = { Weak: 'bg-danger', Medium: 'bg-amber', Strong: 'bg-field' } as const;

/** The 0-6 meter with its label and hints, shown wherever a password is chosen. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { score, label, hints } = passwordStrength(password);
  return (
    <div id={id} className="mt-2 space-y-1" aria-live="polite">
      <div className="flex items-center gap-3">
        <meter
          className="sr-only"
          min={0}
          max={6}
          low={3}
          high={5}
          optimum={6}
          value={score}
          aria-label="Password strength"
          aria-valuetext={label}
        />
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden>
          <div
            className={`h-full rounded-full transition-all ${TONE[label]}`}
            style={{ width: `${(score / 6) * 100}%` }}
          />
        </div>
        <span className="w-16 text-right text-sm font-medium text-slate-700">{label}</span>
      </div>
      {hints.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
