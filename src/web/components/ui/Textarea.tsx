import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses } from './Input';

/** No `maxLength`, for the reason Input has none: the schema's field error, never a silent cut. */
export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
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
