import { UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { SignUpAccepted } from '../../../../shared/schemas/auth';
import {
  type BusinessAccount,
  type BusinessAccountInput,
  businessAccountSchema,
} from '../../../../shared/schemas/business';
import { AccountEmailField, ConfirmPasswordField, NewPasswordField } from '../../auth/NewAccountFields';
import { useNewAccountForm } from '../../auth/useNewAccountForm';
import { InputField, PHONE_INPUT } from '../../teams/fields';
import { useCreateBusinessAccount } from '../api';
import { FormSection } from '../fields';
import { StepForm } from './StepForm';

const EMPTY: BusinessAccountInput = {
  contactName: '',
  contactTitle: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Step 1 for a visitor: the account, finished and signed in from the link it mails (issue 18, hole 3). */
export function AccountStep({
  onCreated,
}: {
  onCreated: (account: BusinessAccount, accepted: SignUpAccepted) => void;
}) {
  const create = useCreateBusinessAccount();
  const { form, onInvalid, onRefused } = useNewAccountForm(businessAccountSchema, EMPTY);
  const submit = (account: BusinessAccount) =>
    create.mutate(account, { onSuccess: (accepted) => onCreated(account, accepted), onError: onRefused });

  return (
    <>
      <StepForm
        title="Create your account"
        description="Start with the person who manages sponsorships. You will add the business next."
        onSubmit={form.handleSubmit(submit, onInvalid)}
        submitLabel="Create Account"
        pending={create.isPending}
      >
        <FormSection title="You">
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField form={form} name="contactName" label="Your name" required autoComplete="name" />
            <InputField
              form={form}
              name="contactTitle"
              label="Title"
              autoComplete="organization-title"
              placeholder="e.g. Owner, Marketing Manager"
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField form={form} name="phone" label="Phone" required {...PHONE_INPUT} />
            <AccountEmailField form={form} />
          </div>
        </FormSection>
        <FormSection title="Password" description="We will send a link to confirm your email address.">
          <NewPasswordField form={form} />
          <ConfirmPasswordField form={form} />
        </FormSection>
      </StepForm>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to={`/auth?next=${encodeURIComponent('/business-signup?step=2')}`}
          className="font-semibold text-sky underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </>
  );
}

/** Step 1 for a signed-in user: the account exists; the business will belong to it. */
export function SignedInAccountStep({ email, onNext }: { email: string; onNext: () => void }) {
  return (
    <StepForm
      title="Your account"
      description="Your business will be linked to the account you are signed in with."
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <p className="flex items-center gap-3 rounded-[var(--radius-control)] bg-slate-50 p-4 text-slate-700">
        <UserRoundCheck className="size-6 shrink-0 text-field" aria-hidden />
        <span>
          Signed in as <span className="font-semibold text-navy">{email}</span>
        </span>
      </p>
    </StepForm>
  );
}
