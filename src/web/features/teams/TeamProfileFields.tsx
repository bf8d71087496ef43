import { BUDGET_RANGES } from '../../../shared/constants';
import { type BindableForm, EMAIL_INPUT, InputField, type Option, PHONE_INPUT, SelectField } from './fields';

/*
 * Fields of a team's profile that the signups and the 'Register Your Team' form ask and the profile form
 * changes, so every screen asks them in the same words. Each binds its own field names, in whichever form
 * holds them; each form passes its own option lists.
 */

type Choices = readonly (string | Option)[];

export function SportField({ form, sports }: { form: BindableForm<{ sport: string }>; sports: Choices }) {
  return (
    <SelectField
      form={form}
      name="sport"
      label="Sport"
      required
      placeholder="Choose a sport"
      options={sports}
    />
  );
}

/** The sport and age group side by side, then where the team plays. */
export function SportAgeLocationFields({
  form,
  sports,
  ageGroups,
}: {
  form: BindableForm<{ sport: string; ageGroup: string; location: string }>;
  sports: Choices;
  ageGroups: Choices;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SportField form={form} sports={sports} />
        <SelectField
          form={form}
          name="ageGroup"
          label="Age group"
          required
          placeholder="Choose an age group"
          options={ageGroups}
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
    </>
  );
}

/** Held as the box's text: each form's resolver makes it a number, or null when the box is empty. */
export function TeamSizeField({ form }: { form: BindableForm<{ teamSize: string }> }) {
  return (
    <InputField
      form={form}
      name="teamSize"
      label="Team size"
      type="number"
      inputMode="numeric"
      hint="Number of players"
    />
  );
}

/** Who sponsors write to: the email is required, the phone is not. */
export function TeamContactFields({
  form,
}: {
  form: BindableForm<{ contactEmail: string; contactPhone?: string | null }>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField form={form} name="contactEmail" label="Contact email" required {...EMAIL_INPUT} />
      <InputField form={form} name="contactPhone" label="Contact phone" {...PHONE_INPUT} />
    </div>
  );
}

export function BudgetRangeField({ form }: { form: BindableForm<{ budgetRange?: string | null }> }) {
  return (
    <SelectField
      form={form}
      name="budgetRange"
      label="Budget range"
      placeholder="Choose a range"
      options={BUDGET_RANGES}
    />
  );
}
