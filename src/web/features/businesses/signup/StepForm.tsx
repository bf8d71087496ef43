import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { createContext, type FormEventHandler, type ReactNode, useContext, useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useUnsaved } from '../../../lib/unsaved-changes';

/**
 * The server's field messages from the last submit (issue 19: the wizard threw them away). The wizard
 * opens the step that owns the first one; each step shows those of its own fields at the field.
 */
export const ServerFieldErrors = createContext<Record<string, string[]>>({});

/** A wizard step's form, checked with that step's shared schema; it starts from the saved values. */
export function useStepForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  empty: DefaultValues<NoInfer<Input>>,
  saved: Partial<NoInfer<Input>> | undefined,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { ...empty, ...saved } as DefaultValues<Input>,
  });
  // Earlier steps are kept in the draft; this step's typing is kept only once Continue is pressed.
  useUnsaved(form.formState.isDirty);
  const serverErrors = useContext(ServerFieldErrors);
  const { setError } = form;
  useEffect(() => {
    for (const [field, [message]] of Object.entries(serverErrors)) {
      if (message && field.split('.')[0]! in empty)
        setError(field as Path<Input>, { type: 'server', message });
    }
  }, [serverErrors, setError, empty]);
  return form;
}

/** What every step hands back: its current values, kept in the draft. */
export interface StepProps<Input> {
  saved: Partial<Input> | undefined;
  onBack: (values: Input) => void;
  onNext: (values: Input) => void;
}

interface StepFormProps {
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Absent on the first step. */
  onBack?: () => void;
  submitLabel?: string;
  pending?: boolean;
  children: ReactNode;
}

/**
 * The card of one step: its heading (focused when the step opens, so screen readers announce it), its
 * fields, and Back / Continue along the bottom.
 */
export function StepForm({
  title,
  description,
  onSubmit,
  onBack,
  submitLabel = 'Continue',
  pending,
  children,
}: StepFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card className="p-5 sm:p-8">
      <form noValidate onSubmit={onSubmit} className="space-y-8">
        <header>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none sm:text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-slate-600">{description}</p>
        </header>
        {children}
        <div className="flex flex-col-reverse gap-3 border-slate-200 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              <ArrowLeft className="size-4" aria-hidden />
              Back
            </Button>
          ) : (
            <span aria-hidden />
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
            {submitLabel === 'Continue' && <ArrowRight className="size-4" aria-hidden />}
          </Button>
        </div>
      </form>
    </Card>
  );
}
