import { TEAM_ROLES } from '../../../shared/constants';
import type { SignUpAccepted } from '../../../shared/schemas/auth';
import { type TeamSignup, type TeamSignupInput, teamSignupSchema } from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { AccountEmailField, ConfirmPasswordField, NewPasswordField } from '../auth/NewAccountFields';
import { useNewAccountForm } from '../auth/useNewAccountForm';
import { useTeamSignup } from './api';
import { InputField, PHONE_INPUT, SelectField } from './fields';

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
  const signup = useTeamSignup();
  const { form, onInvalid, onRefused } = useNewAccountForm(teamSignupSchema, EMPTY);
  const onSubmit = (values: TeamSignup) =>
    signup.mutate(values, { onSuccess: onCreated, onError: onRefused });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField form={form} name="fullName" label="Full name" required autoComplete="name" />
        <InputField form={form} name="phone" label="Phone" required {...PHONE_INPUT} />
      </div>
      <AccountEmailField form={form} />
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
      <NewPasswordField form={form} />
      <ConfirmPasswordField form={form} />
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        Create Account
      </Button>
    </form>
  );
}
