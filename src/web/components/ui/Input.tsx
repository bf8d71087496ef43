import type { InputHTMLAttributes, Ref } from 'react';

/** Shared look of text controls; red border when invalid. */
export function controlClasses(invalid?: boolean): string {
  return `block w-full rounded-[var(--radius-control)] border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 transition-colors focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ${
    invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'
  }`;
}

/**
 * No `maxLength`: the browser cuts a pasted value at it without a word (an over-long email became another
 * address, issue 19). Each limit lives in the field's zod schema and shows as a field error instead.
 */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'maxLength'> {
  /** Sets aria-invalid and a red border. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`${controlClasses(invalid)} min-h-11 py-2${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
