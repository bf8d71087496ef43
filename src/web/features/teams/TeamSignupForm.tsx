import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TEAM_ROLES } from '../../../shared/constants';
import type { SignUpAccepted } from '../../../shared/schemas/auth';
import {
  type TeamSignup,
  type TeamSignupInput,
  teamPasswordIssue,
  teamSignupSchema,
} from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { useUnsaved } from '../../lib/unsaved-changes';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { useTeamSignup } from './api';
import { InputField, SelectField } from './fields';
import {
  ACCOUNT_CREATION_FAILED,
  showFieldErrors,
  toastPasswordProblem,
  toastRegistrationError,
} from './teamErrors';

const EMPTY: TeamSignupInput = {
  fullName: '',
  email: '',
  phone: '',
  role: '' as TeamSignupInput['role'],
  organizationName: '',
  password: '',
  confirmPassword: '',
};

/**
 * The 'Join' form: checked with the API's own schema, password problems toasted with the spec's titles,
 * the server's refusals under their fields. `onCreated` runs once the account, team and session exist.
 */
export function TeamSignupForm({ onCreated }: { onCreated: (accepted: SignUpAccepted) => void }) {
  const strengthId = useId();
  const signup = useTeamSignup();
  const form = useForm<TeamSignupInput, unknown, TeamSignup>({
    resolver: zodResolver(teamSignupSchema),
    defaultValues: EMPTY,
  });
  useUnsaved(form.formState.isDirty);
  const password = form.watch('password');

  const onSubmit = (values: TeamSignup) =>
    signup.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        showFieldErrors(error, form.setError);
        toastRegistrationError(error, ACCOUNT_CREATION_FAILED);
      },
    });

  const onInvalid = () => {
    const result = teamSignupSchema.safeParse(form.getValues());
    const problem = result.success ? null : teamPasswordIssue(result.error);
    if (problem) toastPasswordProblem(problem);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField form={form} name="fullName" label="Full name" required autoComplete="name" />
        <InputField
          form={form}
          name="phone"
          label="Phone"
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <InputField
        form={form}
        name="email"
        label="Email"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="role"
          label="Your role"
          required
          placeholder="Choose your role"
          options={TEAM_ROLES}
        />
        <InputField
          form={form}
          name="organizationName"
          label="Team or organization name"
          required
          autoComplete="organization"
        />
      </div>
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
      <InputField
        form={form}
        name="confirmPassword"
        label="Confirm password"
        required
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        Create Account
      </Button>
    </form>
  );
}
