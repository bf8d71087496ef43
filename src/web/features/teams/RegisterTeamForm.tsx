import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AGE_GROUPS, SPORTS } from '../../../shared/constants';
import { type RegisterTeam, type RegisterTeamInput, registerTeamSchema } from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useRegisterTeam } from './api';
import { InputField, TextareaField } from './fields';
import {
  BudgetRangeField,
  SportAgeLocationFields,
  TeamContactFields,
  TeamSizeField,
} from './TeamProfileFields';
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
      <SportAgeLocationFields form={form} sports={SPORTS.registerForm} ageGroups={AGE_GROUPS.registerForm} />
      <InputField form={form} name="coachName" label="Coach name" required autoComplete="name" />
      <TeamContactFields form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TeamSizeField form={form} />
        <BudgetRangeField form={form} />
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
