import { SPORTS } from '../../../shared/constants';
import type { SignUpAccepted } from '../../../shared/schemas/auth';
import {
  type TeamSignupSimple,
  type TeamSignupSimpleInput,
  teamSignupSimpleSchema,
} from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { AccountEmailField, NewPasswordField } from '../auth/NewAccountFields';
import { useNewAccountForm } from '../auth/useNewAccountForm';
import { useTeamSignupSimple } from './api';
import { InputField } from './fields';
import { SportField } from './TeamProfileFields';

const EMPTY: TeamSignupSimpleInput = {
  fullName: '',
  email: '',
  password: '',
  teamName: '',
  sport: '' as TeamSignupSimpleInput['sport'],
};

/** The short signup: full name, email, password, team name and sport; the same account and team. */
export function TeamSignupSimpleForm({ onCreated }: { onCreated: (accepted: SignUpAccepted) => void }) {
  const signup = useTeamSignupSimple();
  const { form, onInvalid, onRefused } = useNewAccountForm(teamSignupSimpleSchema, EMPTY);
  const onSubmit = (values: TeamSignupSimple) =>
    signup.mutate(values, { onSuccess: onCreated, onError: onRefused });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-5">
      <InputField form={form} name="fullName" label="Full name" required autoComplete="name" />
      <AccountEmailField form={form} />
      <NewPasswordField form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField form={form} name="teamName" label="Team name" required />
        <SportField form={form} sports={SPORTS.teamProfile} />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        Create Account
      </Button>
    </form>
  );
}
