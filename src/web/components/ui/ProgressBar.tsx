interface ProgressBarProps {
  value: number;
  max?: number;
  /** Read by screen readers. */
  label: string;
  /** Shown to screen readers instead of the bare number, e.g. '$450 of $1,000'. */
  valueText?: string;
  tone?: 'field' | 'gold' | 'navy' | 'sky';
  className?: string;
}

const TONES = { field: 'bg-field', gold: 'bg-gold', navy: 'bg-navy', sky: 'bg-sky' } as const;

export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'field',
  className,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-200${className ? ` ${className}` : ''}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${TONES[tone]}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
