import type { DefaultValues } from 'react-hook-form';
import { type BusinessStepInput, businessProfileSchema } from '../../../../shared/schemas/business';
import { InputField, TextareaField } from '../../teams/fields';
import { OperatingHoursField, PrimaryProductsField, WebsiteField } from '../BusinessProfileFields';
import { FormSection } from '../fields';
import { StepForm, type StepProps, useStepForm } from './StepForm';

type Profile = BusinessStepInput<3>;

const EMPTY: DefaultValues<Profile> = {
  businessAddress: '',
  serviceArea: '',
  websiteUrl: '',
  operatingHours: '',
  businessDescription: '',
  primaryProductsServices: '',
  socialMediaHandles: { facebook: '', instagram: '', twitter: '', linkedin: '' },
};

const SOCIAL = [
  { name: 'socialMediaHandles.facebook', label: 'Facebook', placeholder: 'Page name or link' },
  { name: 'socialMediaHandles.instagram', label: 'Instagram', placeholder: '@yourbusiness' },
  { name: 'socialMediaHandles.twitter', label: 'X (Twitter)', placeholder: '@yourbusiness' },
  { name: 'socialMediaHandles.linkedin', label: 'LinkedIn', placeholder: 'Company page link' },
] as const;

/** Step 3: where the business is and what it does, as teams will read it. */
export function ProfileStep({ saved, onBack, onNext }: StepProps<Profile>) {
  const form = useStepForm(businessProfileSchema, EMPTY, saved);
  return (
    <StepForm
      title="Business Profile"
      description="This is what teams see when they look at your business."
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <FormSection title="What you do">
        <TextareaField
          form={form}
          name="businessDescription"
          label="Business description"
          required
          rows={4}
          hint="Two or three sentences about who you are and why you support local teams."
        />
        <PrimaryProductsField form={form} placeholder="e.g. Wood-fired pizza, catering for team events" />
      </FormSection>
      <FormSection title="Where to find you">
        <InputField
          form={form}
          name="businessAddress"
          label="Business address"
          required
          autoComplete="street-address"
        />
        <InputField
          form={form}
          name="serviceArea"
          label="Service area"
          placeholder="e.g. North and Northeast Portland"
          hint="The neighbourhoods or towns you serve."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <WebsiteField form={form} />
          <OperatingHoursField form={form} />
        </div>
      </FormSection>
      <FormSection title="Social media" description="Optional. Teams often tag sponsors when they post.">
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL.map(({ name, label, placeholder }) => (
            <InputField key={name} form={form} name={name} label={label} placeholder={placeholder} />
          ))}
        </div>
      </FormSection>
    </StepForm>
  );
}
