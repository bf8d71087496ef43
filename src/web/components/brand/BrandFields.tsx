import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';

const HEX = /^#[0-9a-fA-F]{6}$/;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** A brand colour written as #RRGGBB, with a swatch of it (or of `fallback` while it is not one yet). */
export function BrandColorField({
  id,
  value,
  fallback,
  error,
  register,
}: {
  id: string;
  value: string | undefined;
  fallback: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  return (
    <Field label="Brand colour" htmlFor={id} hint="Written like #1F6FEB." error={error}>
      <div className="flex items-center gap-3">
        <span
          className="size-11 shrink-0 rounded-[var(--radius-control)] ring-1 ring-slate-300"
          style={{ backgroundColor: HEX.test(value ?? '') ? value : fallback }}
          aria-hidden
        />
        <Input
          id={id}
          autoComplete="off"
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          {...register}
        />
      </div>
    </Field>
  );
}

/** A picture to upload (JPEG, PNG or WebP); the server checks its bytes again. */
export function ImageFileField({
  id,
  label,
  hint,
  error,
  resetKey,
  onChoose,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  /** A new key empties the field once its picture is saved. */
  resetKey: number;
  onChoose: (file: File | null) => void;
}) {
  return (
    <Field label={label} htmlFor={id} error={error ?? undefined} hint={hint}>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-[var(--radius-control)] file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-navy"
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
    </Field>
  );
}
