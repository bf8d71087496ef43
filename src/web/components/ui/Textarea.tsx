import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses } from './Input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Sets aria-invalid and a red border. */
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ invalid, className, rows = 4, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={`${controlClasses(invalid)} py-2 leading-relaxed${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}
