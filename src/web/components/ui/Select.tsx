import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses } from './Input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Sets aria-invalid and a red border. */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (the phone's own picker), styled like the other controls. */
export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <div className="relative">
      <select
        aria-invalid={invalid || undefined}
        className={`${controlClasses(invalid)} min-h-11 appearance-none py-2 pr-10${className ? ` ${className}` : ''}`}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
