import { type BindableForm, InputField, SelectField, TextareaField } from '../teams/fields';
import { BUSINESS_TYPE_OPTIONS, INDUSTRY_OPTIONS } from './options';

/*
 * Fields of the business profile that the signup wizard asks and the profile editor changes, so both
 * screens ask them in the same words. Each binds its own field names, in whichever form holds them.
 */

/** What the business is: its name, then its type and industry side by side. */
export function BusinessIdentityFields({
  form,
}: {
  form: BindableForm<{ businessName: string; businessType: string; industry: string }>;
}) {
  return (
    <>
      <InputField
        form={form}
        name="businessName"
        label="Business name"
        required
        autoComplete="organization"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="businessType"
          label="Business type"
          required
          placeholder="Choose a type"
          options={BUSINESS_TYPE_OPTIONS}
        />
        <SelectField
          form={form}
          name="industry"
          label="Industry"
          required
          placeholder="Choose an industry"
          options={INDUSTRY_OPTIONS}
        />
      </div>
    </>
  );
}

/** The website: 'yourbusiness.com' is enough, the schema adds the https://. */
export function WebsiteField({ form }: { form: BindableForm<{ websiteUrl?: string | null }> }) {
  return (
    <InputField
      form={form}
      name="websiteUrl"
      label="Website"
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="yourbusiness.com"
    />
  );
}

export function OperatingHoursField({ form }: { form: BindableForm<{ operatingHours?: string | null }> }) {
  return (
    <InputField
      form={form}
      name="operatingHours"
      label="Operating hours"
      placeholder="e.g. Mon-Sat 9 am - 7 pm"
    />
  );
}

/** What the business sells; only the signup shows an example in the empty box. */
export function PrimaryProductsField({
  form,
  placeholder,
}: {
  form: BindableForm<{ primaryProductsServices: string }>;
  placeholder?: string;
}) {
  return (
    <TextareaField
      form={form}
      name="primaryProductsServices"
      label="Primary products or services"
      required
      rows={2}
      placeholder={placeholder}
    />
  );
}
