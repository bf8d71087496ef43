import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AGE_GROUPS, BUDGET_RANGES, SPORTS } from '../../../shared/constants';
import { type RegisterTeam, type RegisterTeamInput, registerTeamSchema } from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useRegisterTeam } from './api';
import { InputField, SelectField, TextareaField } from './fields';
import { showFieldErrors, toastRegistrationError } from './teamErrors';

/** The number input's text as the API wants it: empty is "not given", anything else a number to check. */
interface RegisterTeamFormValues extends Omit<RegisterTeamInput, 'teamSize'> {
  teamSize: string;
}

const EMPTY: RegisterTeamFormValues = {
  name: '',
  sport: '' as RegisterTeamInput['sport'],
  ageGroup: '' as RegisterTeamInput['ageGroup'],
  location: '',
  coachName: '',
  contactEmail: '',
  contactPhone: '',
  teamSize: '',
  budgetRange: '',
  description: '',
};

const resolver = zodResolver(registerTeamSchema);

/** The older single-page 'Register Your Team' form for a signed-in user. */
export function RegisterTeamForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegisterTeam();
  const form = useForm<RegisterTeamFormValues, unknown, RegisterTeam>({
    resolver: (values, context, options) =>
      resolver(
        { ...values, teamSize: values.teamSize.trim() === '' ? null : Number(values.teamSize) },
        context,
        options as never,
      ),
    defaultValues: EMPTY,
  });
  useUnsaved(form.formState.isDirty);

  const onSubmit = (values: RegisterTeam) =>
    register.mutate(values, {
      onSuccess: onRegistered,
      onError: (error) => {
        showFieldErrors(error, form.setError);
        toastRegistrationError(error, 'Failed to register team. Please try again.');
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <InputField form={form} name="name" label="Team name" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="sport"
          label="Sport"
          required
          placeholder="Choose a sport"
          options={SPORTS.registerForm}
        />
        <SelectField
          form={form}
          name="ageGroup"
          label="Age group"
          required
          placeholder="Choose an age group"
          options={AGE_GROUPS.registerForm}
        />
      </div>
      <InputField
        form={form}
        name="location"
        label="Location"
        required
        placeholder="City, State"
        autoComplete="address-level2"
      />
      <InputField form={form} name="coachName" label="Coach name" required autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="contactEmail"
          label="Contact email"
          required
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <InputField
          form={form}
          name="contactPhone"
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="teamSize"
          label="Team size"
          type="number"
          inputMode="numeric"
          hint="Number of players"
        />
        <SelectField
          form={form}
          name="budgetRange"
          label="Budget range"
          placeholder="Choose a range"
          options={BUDGET_RANGES}
        />
      </div>
      <TextareaField
        form={form}
        name="description"
        label="Description"
        placeholder="Tell sponsors about your team, its players and its season."
      />
      <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
        Register Team
      </Button>
    </form>
  );
}
