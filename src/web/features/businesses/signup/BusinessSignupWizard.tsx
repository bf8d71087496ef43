import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CHECK_EMAIL_TITLE, type SessionUser, type SignUpAccepted } from '../../../../shared/schemas/auth';
import {
  type BusinessAccount,
  type BusinessWizardStep,
  businessStepOf,
  SIGN_IN_TO_COMPLETE,
} from '../../../../shared/schemas/business';
import { ApiError } from '../../../lib/api';
import { CheckEmail } from '../../auth/CheckEmail';
import { isExplained } from '../../teams/teamErrors';
import { useRegisterBusiness } from '../api';
import {
  clearDraft,
  firstOpenStep,
  loadDraft,
  registrationFrom,
  saveDraft,
  type WizardDraft,
} from '../draft';
import { AccountStep, SignedInAccountStep } from './AccountStep';
import { DetailsStep } from './DetailsStep';
import { PreferencesStep } from './PreferencesStep';
import { ProfileStep } from './ProfileStep';
import { ServerFieldErrors } from './StepForm';
import { TargetingStep } from './TargetingStep';
import { VerificationStep } from './VerificationStep';
import { WizardLayout } from './WizardLayout';

export const SUBMIT_FAILED = 'Failed to submit business registration. Please try again.';
const RESUME_AT_SUBMIT = `/auth?next=${encodeURIComponent('/business-signup?step=6')}`;

function requestedStep(value: string | null): number | null {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= 6 ? step : null;
}

/**
 * The six steps of /business-signup. The URL's ?step follows the wizard; a step whose earlier steps
 * are not done yet (a deep link, an old bookmark) sends the visitor back to the first open one.
 */
export function BusinessSignupWizard({ user }: { user: SessionUser | null }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const register = useRegisterBusiness();
  const [draft, setDraft] = useState(() => loadDraft(user?.id ?? null));
  // The last submit's refusals by field, shown on the step that owns each (StepForm's ServerFieldErrors).
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const requested = requestedStep(params.get('step'));
  const step = Math.min(requested ?? (user ? 2 : 1), firstOpenStep(draft.values, Boolean(user)));
  useEffect(() => {
    if (requested !== step) setParams({ step: String(step) }, { replace: true });
  }, [requested, step, setParams]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const go = (next: number) => setParams({ step: String(next) });
  const keep = <S extends BusinessWizardStep>(
    at: S,
    values: WizardDraft['values'][S],
    userId = user?.id ?? draft.userId,
  ): WizardDraft => {
    const next: WizardDraft = { userId, values: { ...draft.values, [at]: values } };
    setDraft(next);
    saveDraft(next);
    return next;
  };
  const stepProps = <S extends BusinessWizardStep>(at: S) => ({
    saved: draft.values[at],
    onBack: (values: NonNullable<WizardDraft['values'][S]>) => {
      keep(at, values);
      go(at - 1);
    },
    onNext: (values: NonNullable<WizardDraft['values'][S]>) => {
      // The step passed its own checks: the last submit's refusals are answered.
      setFieldErrors({});
      keep(at, values);
      go(at + 1);
    },
  });

  const [sentTo, setSentTo] = useState<string | null>(null);
  const accountCreated = (account: BusinessAccount, accepted: SignUpAccepted) => {
    // The contact of step 2 starts as the person who just signed up (kept if the link opens in this tab).
    keep(2, {
      ...draft.values[2],
      contactName: account.contactName,
      contactTitle: account.contactTitle ?? '',
      phoneNumber: account.phone,
    });
    toast.success(CHECK_EMAIL_TITLE, {
      description: 'Please check your email to verify your account before continuing.',
    });
    setSentTo(accepted.email);
  };

  const submit = (values: WizardDraft['values'][6]) => {
    const body = registrationFrom(keep(6, values).values);
    if (!body.success) {
      const issues = body.error.issues;
      setFieldErrors(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), [issue.message]])));
      toast.error('Error', { description: issues[0]?.message ?? SUBMIT_FAILED });
      go(businessStepOf(String(issues[0]?.path[0] ?? '')) ?? 2);
      return;
    }
    register.mutate(body.data, {
      onSuccess: () => {
        clearDraft();
        toast.success('Business Registration Submitted!', {
          description:
            'Your business has been submitted for review. Our local market manager will contact you within 24-48 hours.',
        });
        navigate('/?business_registration=success', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error('Authentication Required', { description: SIGN_IN_TO_COMPLETE });
          navigate(RESUME_AT_SUBMIT);
        } else if (error instanceof ApiError && error.code === 'BUSINESS_EXISTS') {
          clearDraft();
          toast.error('Error', { description: error.message });
          navigate('/business-dashboard', { replace: true });
        } else if (isExplained(error)) {
          // The server's own words, at the field, on the step that has it.
          setFieldErrors(error.fields);
          toast.error('Error', { description: error.message });
          const owner = businessStepOf(Object.keys(error.fields)[0] ?? '');
          if (owner && owner !== 6) go(owner);
        } else {
          toast.error('Error', { description: SUBMIT_FAILED });
        }
      },
    });
  };

  return (
    <ServerFieldErrors.Provider value={fieldErrors}>
      <WizardLayout step={step}>
        {step === 1 &&
          (user ? (
            <SignedInAccountStep email={user.email} onNext={() => go(2)} />
          ) : sentTo ? (
            <CheckEmail email={sentTo} continuing="add your business: the wizard goes on from there" />
          ) : (
            <AccountStep onCreated={accountCreated} />
          ))}
        {step === 2 && (
          <DetailsStep
            {...stepProps(2)}
            saved={{ contactName: user?.fullName ?? '', ...draft.values[2] }}
            accountEmail={user?.email ?? ''}
          />
        )}
        {step === 3 && <ProfileStep {...stepProps(3)} />}
        {step === 4 && <PreferencesStep {...stepProps(4)} />}
        {step === 5 && <TargetingStep {...stepProps(5)} />}
        {step === 6 && (
          <VerificationStep
            {...stepProps(6)}
            onNext={submit}
            values={draft.values}
            accountEmail={user?.email ?? ''}
            pending={register.isPending}
            onEdit={(at, values) => {
              keep(6, values);
              go(at);
            }}
          />
        )}
      </WizardLayout>
    </ServerFieldErrors.Provider>
  );
}
