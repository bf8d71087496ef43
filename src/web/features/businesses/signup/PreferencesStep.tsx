import type { DefaultValues } from 'react-hook-form';
import { BUSINESS_WIZARD_LIMITS, DURATION_PREFERENCES } from '../../../../shared/constants';
import {
  type BusinessStepInput,
  GEOGRAPHIC_RADII,
  sponsorshipPreferencesSchema,
} from '../../../../shared/schemas/business';
import { SelectField } from '../../teams/fields';
import { ChoicesField, FlagsField, FormSection, MoneyField, NumberField } from '../fields';
import { PARTNERSHIP_TYPE_OPTIONS, SIGNUP_CATEGORY_OPTIONS } from '../options';
import { StepForm, type StepProps, useStepForm } from './StepForm';

type Preferences = BusinessStepInput<4>;

const EMPTY: DefaultValues<Preferences> = {
  partnershipTypes: [],
  sponsorshipCategories: [],
  annualBudgetMinCents: 0,
  annualBudgetMaxCents: null,
  preferredAmountPerTeamCents: null,
  seasonalVsYearround: '',
  maxTeamsSupported: null,
  geographicRadius: '',
  previousSponsorshipExperience: false,
};

/** Step 4: how the business likes to sponsor, and how much. */
export function PreferencesStep({ saved, onBack, onNext }: StepProps<Preferences>) {
  const form = useStepForm(sponsorshipPreferencesSchema, EMPTY, saved);
  return (
    <StepForm
      title="Sponsorship Preferences"
      description="How you would like to help, and what you plan to spend in a year."
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <FormSection title="How you'd like to help">
        <ChoicesField
          form={form}
          name="partnershipTypes"
          legend="Partnership types (choose at least one)"
          options={PARTNERSHIP_TYPE_OPTIONS}
          columns={1}
        />
        <ChoicesField
          form={form}
          name="sponsorshipCategories"
          legend="What you'd sponsor (choose at least one)"
          options={SIGNUP_CATEGORY_OPTIONS}
        />
      </FormSection>
      <FormSection
        title="Budget"
        description="In US dollars, per year. We use it to match you with teams whose needs fit."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            form={form}
            name="annualBudgetMinCents"
            label="Annual budget, from"
            emptyValue={BUSINESS_WIZARD_LIMITS.minBudget}
            placeholder="0"
          />
          <MoneyField
            form={form}
            name="annualBudgetMaxCents"
            label="Annual budget, up to"
            placeholder="5,000"
          />
        </div>
        <MoneyField
          form={form}
          name="preferredAmountPerTeamCents"
          label="Preferred amount per team"
          placeholder="500"
          hint="A typical sponsorship for one team for one season."
        />
      </FormSection>
      <FormSection title="Reach and commitment">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            form={form}
            name="seasonalVsYearround"
            label="Partnership length"
            placeholder="No preference"
            options={DURATION_PREFERENCES}
          />
          <SelectField
            form={form}
            name="geographicRadius"
            label="How far from you"
            placeholder="No preference"
            options={GEOGRAPHIC_RADII}
          />
        </div>
        <NumberField
          form={form}
          name="maxTeamsSupported"
          label="Teams you could support at once"
          min={BUSINESS_WIZARD_LIMITS.minMaxTeams}
          placeholder="e.g. 3"
        />
        <FlagsField
          form={form}
          legend="Experience"
          flags={[
            {
              name: 'previousSponsorshipExperience',
              label: 'We have sponsored teams or community events before',
            },
          ]}
        />
      </FormSection>
    </StepForm>
  );
}
