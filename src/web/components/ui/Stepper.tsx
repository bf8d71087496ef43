import { Check } from 'lucide-react';

interface StepperProps {
  /** 1-based. */
  current: number;
  steps: string[];
  className?: string;
}

/** 'Step N of M' and the step names; the current one is marked for screen readers. */
export function Stepper({ current, steps, className }: StepperProps) {
  const total = steps.length;
  return (
    <nav aria-label="Progress" className={className}>
      <p className="text-sm font-semibold text-navy">
        Step {current} of {total}
        {steps[current - 1] && <span className="font-normal text-slate-600">: {steps[current - 1]}</span>}
      </p>
      <ol className="mt-3 flex gap-1.5">
        {steps.map((step, index) => {
          const n = index + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={step} className="flex-1" aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={`block h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : state === 'current' ? 'bg-gold' : 'bg-navy'}`}
                aria-hidden
              />
              <span
                aria-hidden
                className={`mt-2 hidden items-center gap-1 text-xs sm:flex ${state === 'todo' ? 'text-slate-500' : 'font-medium text-navy'}`}
              >
                {state === 'done' && <Check className="size-3.5" aria-hidden />}
                {step}
              </span>
              <span className="sr-only">
                {step}
                {state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
