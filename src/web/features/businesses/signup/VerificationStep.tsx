import { ShieldCheck } from 'lucide-react';
import type { DefaultValues } from 'react-hook-form';
import {
  type BusinessStepInput,
  type BusinessWizardStep,
  verificationSchema,
} from '../../../../shared/schemas/business';
import { InputField, TextareaField } from '../../teams/fields';
import type { StepValues } from '../draft';
import { FormSection } from '../fields';
import { ReviewSummary } from './ReviewSummary';
import { StepForm, type StepProps, useStepForm } from './StepForm';

type Verification = BusinessStepInput<6>;

const EMPTY: DefaultValues<Verification> = { taxId: '', previousSponsorshipReferences: '' };

interface VerificationStepProps extends StepProps<Verification> {
  values: StepValues;
  accountEmail: string;
  pending: boolean;
  onEdit: (step: BusinessWizardStep, values: Verification) => void;
}

/** Step 6: optional verification details, a last look at everything, and the submit for review. */
export function VerificationStep({
  saved,
  values,
  accountEmail,
  pending,
  onBack,
  onNext,
  onEdit,
}: VerificationStepProps) {
  const form = useStepForm(verificationSchema, EMPTY, saved);
  return (
    <StepForm
      title="Verification"
      description="Optional details that help us verify your business, then a last look before you submit."
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
      submitLabel="Submit for Review"
      pending={pending}
    >
      <FormSection title="Verification and compliance" description="Both optional.">
        <InputField
          form={form}
          name="taxId"
          label="Tax ID (EIN)"
          placeholder="12-3456789"
          hint="Helps our local market manager verify your business faster."
        />
        <TextareaField
          form={form}
          name="previousSponsorshipReferences"
          label="References from past sponsorships"
          rows={3}
          placeholder="e.g. Eastside Little League, 2023-2025, contact: Jo Smith"
        />
      </FormSection>
      <FormSection title="Review your registration">
        <ReviewSummary
          values={values}
          accountEmail={accountEmail}
          onEdit={(step) => onEdit(step, form.getValues())}
        />
        <p className="flex gap-3 rounded-[var(--radius-control)] bg-slate-50 p-4 text-sm text-slate-700">
          <ShieldCheck className="size-5 shrink-0 text-field" aria-hidden />
          Every business is reviewed by our local market manager, who will contact you within 24-48 hours. You
          can edit your profile at any time.
        </p>
      </FormSection>
    </StepForm>
  );
}
