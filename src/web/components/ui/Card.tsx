import type { HTMLAttributes } from 'react';

/** A white surface with the card radius and shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-[var(--radius-card)] border border-slate-200/70 bg-white shadow-card${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
