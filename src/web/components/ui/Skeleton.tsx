import type { HTMLAttributes } from 'react';

/** A grey placeholder the size of the content that is loading; give it a height and width. */
export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden
      className={`animate-pulse rounded-[var(--radius-control)] bg-slate-200 motion-reduce:animate-none${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
