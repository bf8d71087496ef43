import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SPORTS } from '../../../shared/constants';
import type { SignUpAccepted } from '../../../shared/schemas/auth';
import {
  type TeamSignupSimple,
  type TeamSignupSimpleInput,
  teamPasswordIssue,
  teamSignupSimpleSchema,
} from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { useUnsaved } from '../../lib/unsaved-changes';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { useTeamSignupSimple } from './api';
import { InputField, SelectField } from './fields';
import {
  ACCOUNT_CREATION_FAILED,
  showFieldErrors,
  toastPasswordProblem,
  toastRegistrationError,
} from './teamErrors';

const EMPTY: TeamSignupSimpleInput = {
  fullName: '',
  email: '',
  password: '',
  teamName: '',
  sport: '' as TeamSignupSimpleInput['sport'],
};

/** The short signup: full name, email, password, team name and sport; the same account and team. */
export function TeamSignupSimpleForm({ onCreated }: { onCreated: (accepted: SignUpAccepted) => void }) {
  const strengthId = useId();
  const signup = useTeamSignupSimple();
  const form = useForm<TeamSignupSimpleInput, unknown, TeamSignupSimple>({
    resolver: zodResolver(teamSignupSimpleSchema),
    defaultValues: EMPTY,
  });
  useUnsaved(form.formState.isDirty);
  const password = form.watch('password');

  const onInvalid = () => {
    const result = teamSignupSimpleSchema.safeParse(form.getValues());
    const problem = result.success ? null : teamPasswordIssue(result.error);
    if (problem) toastPasswordProblem(problem);
  };
  const onSubmit = (values: TeamSignupSimple) =>
    signup.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        showFieldErrors(error, form.setError);
        toastRegistrationError(error, ACCOUNT_CREATION_FAILED);
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-5">
      <InputField form={form} name="fullName" label="Full name" required autoComplete="name" />
      <InputField
        form={form}
        name="email"
        label="Email"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <InputField
        form={form}
        name="password"
        label="Password"
        required
        type="password"
        autoComplete="new-password"
        describes={strengthId}
      >
        <PasswordStrengthMeter id={strengthId} password={password} />
      </InputField>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField form={form} name="teamName" label="Team name" required />
        <SelectField
          form={form}
          name="sport"
          label="Sport"
          required
          placeholder="Choose a sport"
          options={SPORTS.teamProfile}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        Create Account
      </Button>
    </form>
  );
}
