import type { DefaultValues } from 'react-hook-form';
import { type BusinessStepInput, businessDetailsSchema } from '../../../../shared/schemas/business';
import { EMAIL_INPUT, InputField, PHONE_INPUT, SelectField } from '../../teams/fields';
import { BusinessIdentityFields } from '../BusinessProfileFields';
import { FormSection, NumberField } from '../fields';
import { PRIMARY_GOAL_OPTIONS } from '../options';
import { StepForm, type StepProps, useStepForm } from './StepForm';

type Details = BusinessStepInput<2>;

const EMPTY: DefaultValues<Details> = {
  businessName: '',
  businessType: '' as Details['businessType'],
  industry: '' as Details['industry'],
  numberOfLocations: 1,
  numberOfEmployees: null,
  primaryGoal: '' as Details['primaryGoal'],
  contactName: '',
  contactTitle: '',
  phoneNumber: '',
  businessEmail: '',
};

/** Step 2: what the business is, and who to talk to. */
export function DetailsStep({
  saved,
  onBack,
  onNext,
  accountEmail,
}: StepProps<Details> & { accountEmail: string }) {
  const form = useStepForm(businessDetailsSchema, EMPTY, saved);
  return (
    <StepForm
      title="Business Details"
      description="Tell us about your business so teams know who they are partnering with."
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <FormSection title="About your business">
        <BusinessIdentityFields form={form} />
        <div className="grid gap-5 sm:grid-cols-3">
          <NumberField form={form} name="numberOfLocations" label="Locations" required min={1} />
          <NumberField
            form={form}
            name="numberOfEmployees"
            label="Employees"
            min={1}
            placeholder="Optional"
          />
          <NumberField form={form} name="yearsInBusiness" label="Years in business" required min={0} />
        </div>
        <SelectField
          form={form}
          name="primaryGoal"
          label="Primary goal for sponsoring"
          required
          placeholder="Choose your main goal"
          options={PRIMARY_GOAL_OPTIONS}
          hint="We use it to suggest teams that fit what you want to achieve."
        />
      </FormSection>
      <FormSection
        title="Primary contact"
        description="The person teams and our local market manager will reach out to."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField form={form} name="contactName" label="Contact name" required autoComplete="name" />
          <InputField
            form={form}
            name="contactTitle"
            label="Title"
            autoComplete="organization-title"
            placeholder="e.g. Owner"
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField form={form} name="phoneNumber" label="Phone" required {...PHONE_INPUT} />
          <InputField
            form={form}
            name="businessEmail"
            label="Business email"
            {...EMAIL_INPUT}
            placeholder={accountEmail}
            hint="Leave blank to use your account email."
          />
        </div>
      </FormSection>
    </StepForm>
  );
}
