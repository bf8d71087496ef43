import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { teamPasswordIssue } from '../../../shared/schemas/team';
import { useUnsaved } from '../../lib/unsaved-changes';
import {
  ACCOUNT_CREATION_FAILED,
  showFieldErrors,
  toastPasswordProblem,
  toastRegistrationError,
} from '../teams/teamErrors';

/**
 * The form that creates an account (the business signup's first step, both team signups), checked with the
 * API's own schema. `onInvalid` and `onRefused` give the messages the specification asks of all three: a
 * password problem toasted with its title, and the server's refusals under their fields.
 */
export function useNewAccountForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  empty: DefaultValues<NoInfer<Input>>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: empty });
  useUnsaved(form.formState.isDirty);

  // The resolver puts each message under its field; a password problem is toasted with its title as well.
  const onInvalid = () => {
    const result = schema.safeParse(form.getValues());
    const problem = result.success ? null : teamPasswordIssue(result.error);
    if (problem) toastPasswordProblem(problem);
  };
  const onRefused = (error: unknown) => {
    showFieldErrors(error, form.setError);
    toastRegistrationError(error, ACCOUNT_CREATION_FAILED);
  };
  return { form, onInvalid, onRefused };
}
