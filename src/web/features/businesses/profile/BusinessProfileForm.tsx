import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AGE_GROUPS, DURATION_PREFERENCES, SPORTS } from '../../../../shared/constants';
import {
  type Business,
  type BusinessProfileUpdate,
  type BusinessProfileUpdateInput,
  businessProfileUpdateSchema,
} from '../../../../shared/schemas/business';
import { Button } from '../../../components/ui/Button';
import { CardSection } from '../../../components/ui/CardSection';
import { useUnsaved } from '../../../lib/unsaved-changes';
import { EMAIL_INPUT, InputField, PHONE_INPUT, SelectField, TextareaField } from '../../teams/fields';
import { showFieldErrors } from '../../teams/teamErrors';
import { useUpdateBusiness } from '../api';
import {
  BusinessIdentityFields,
  OperatingHoursField,
  PrimaryProductsField,
  WebsiteField,
} from '../BusinessProfileFields';
import { ChoicesField, MoneyField } from '../fields';
import { asOptions, EDITOR_CATEGORY_OPTIONS } from '../options';

type Values = BusinessProfileUpdateInput;

/** The editor's fields as the business holds them (blank text for what is not set). */
function editorValues(business: Business): Values {
  return {
    businessName: business.businessName,
    businessType: business.businessType,
    industry: (business.industry ?? '') as Values['industry'],
    contactName: business.contactName,
    contactTitle: business.contactTitle ?? '',
    businessEmail: business.businessEmail,
    phoneNumber: business.phoneNumber,
    businessAddress: business.businessAddress,
    websiteUrl: business.websiteUrl ?? '',
    serviceArea: business.serviceArea ?? '',
    operatingHours: business.operatingHours ?? '',
    businessDescription: business.businessDescription,
    primaryProductsServices: business.primaryProductsServices,
    annualBudgetMinCents: business.annualBudgetMinCents,
    annualBudgetMaxCents: business.annualBudgetMaxCents,
    preferredAmountPerTeamCents: business.preferredAmountPerTeamCents,
    seasonalVsYearround: (business.seasonalVsYearround ?? '') as Values['seasonalVsYearround'],
    sponsorshipCategories: business.sponsorshipCategories as Values['sponsorshipCategories'],
    preferredAgeGroups: business.preferredAgeGroups as Values['preferredAgeGroups'],
    preferredSports: business.preferredSports as Values['preferredSports'],
  };
}

/** The editor's age groups, plus any chosen at signup (another list), so saving never drops them. */
function ageGroupOptions(business: Business) {
  const editor: readonly string[] = AGE_GROUPS.businessEditor;
  return asOptions([...editor, ...business.preferredAgeGroups.filter((group) => !editor.includes(group))]);
}

const SPORT_OPTIONS = asOptions(SPORTS.businessSignup);

/**
 * The profile editor's three sections and Save Changes. Amounts that are not numbers fall back to $0
 * (spec part 2, section 5); the server still checks every field.
 */
export function BusinessProfileForm({ business }: { business: Business }) {
  const update = useUpdateBusiness();
  const form = useForm<Values, unknown, BusinessProfileUpdate>({
    resolver: zodResolver(businessProfileUpdateSchema),
    defaultValues: editorValues(business),
  });
  useUnsaved(form.formState.isDirty);
  const save = (values: BusinessProfileUpdate) =>
    update.mutate(values, {
      onSuccess: ({ business: saved }) => {
        form.reset(editorValues(saved));
        toast.success('Business profile updated successfully');
      },
      onError: (error) => {
        showFieldErrors(error, form.setError);
        toast.error('Error', { description: 'Failed to update business profile' });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-6">
      <CardSection
        id="business-information"
        title="Business Information"
        description="How your business appears to teams and to our review team."
      >
        <BusinessIdentityFields form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField form={form} name="contactName" label="Contact name" required autoComplete="name" />
          <InputField form={form} name="contactTitle" label="Title" autoComplete="organization-title" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField form={form} name="businessEmail" label="Email" required {...EMAIL_INPUT} />
          <InputField form={form} name="phoneNumber" label="Phone" required {...PHONE_INPUT} />
        </div>
        <InputField
          form={form}
          name="businessAddress"
          label="Address"
          required
          autoComplete="street-address"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <WebsiteField form={form} />
          <InputField form={form} name="serviceArea" label="Service area" />
        </div>
        <OperatingHoursField form={form} />
        <TextareaField form={form} name="businessDescription" label="Description" required rows={4} />
        <PrimaryProductsField form={form} />
      </CardSection>

      <CardSection
        id="sponsorship-budget"
        title="Sponsorship Budget"
        description="In US dollars, per year. We use it to match you with teams whose needs fit."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            form={form}
            name="annualBudgetMinCents"
            label="Annual budget, from"
            emptyValue={0}
            invalidValue={0}
            placeholder="0"
          />
          <MoneyField
            form={form}
            name="annualBudgetMaxCents"
            label="Annual budget, up to"
            invalidValue={0}
            placeholder="No limit"
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            form={form}
            name="preferredAmountPerTeamCents"
            label="Preferred amount per team"
            invalidValue={0}
          />
          <SelectField
            form={form}
            name="seasonalVsYearround"
            label="Partnership length"
            placeholder="No preference"
            options={DURATION_PREFERENCES}
          />
        </div>
      </CardSection>

      <CardSection
        id="sponsorship-preferences"
        title="Sponsorship Preferences"
        description="What you would like to sponsor and which teams you would like to meet."
      >
        <ChoicesField
          form={form}
          name="sponsorshipCategories"
          legend="Sponsorship categories (choose at least one)"
          options={EDITOR_CATEGORY_OPTIONS}
        />
        <ChoicesField
          form={form}
          name="preferredAgeGroups"
          legend="Age groups (choose at least one)"
          options={ageGroupOptions(business)}
        />
        <ChoicesField form={form} name="preferredSports" legend="Sports" options={SPORT_OPTIONS} />
      </CardSection>

      <div className="sticky bottom-0 z-10 sm:bottom-4 -mx-4 flex items-center justify-end gap-3 border-slate-200 border-t bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border sm:shadow-card">
        {form.formState.isDirty && (
          <p className="mr-auto text-sm text-slate-600" aria-live="polite">
            You have unsaved changes
          </p>
        )}
        <Button type="submit" loading={update.isPending}>
          <Save className="size-4" aria-hidden />
          Save Changes
        </Button>
      </div>
    </form>
  );
}
