import type { HTMLAttributes } from 'react';

export type BadgeTone = 'paid' | 'pending' | 'completed' | 'failed' | 'neutral' | 'navy';

const TONES: Record<BadgeTone, string> = {
  paid: 'bg-green-50 text-field ring-field/30',
  pending: 'bg-amber-bg text-amber ring-amber/30',
  completed: 'bg-blue-50 text-sky ring-sky/30',
  failed: 'bg-red-50 text-danger ring-danger/30',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  navy: 'bg-navy text-white ring-navy',
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status label: paid green, pending yellow, completed blue, failed red. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
