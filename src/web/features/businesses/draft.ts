import {
  BUSINESS_STEP_SCHEMAS,
  type BusinessStepInput,
  type BusinessWizardStep,
  businessRegistrationSchema,
} from '../../../shared/schemas/business';

/*
 * The wizard's steps 2 to 6 live in this tab's sessionStorage until the final submit (DECISIONS), so a
 * reload keeps them and closing the tab forgets them. A step counts as done when its values pass its
 * schema, so a half-filled step (or one edited and left with Back) is never skipped.
 */

const KEY = 'homefield:business-signup';

export type StepValues = { [S in BusinessWizardStep]?: Partial<BusinessStepInput<S>> };

export interface WizardDraft {
  /** Whose draft it is; another account signing in on this tab starts afresh. */
  userId: string | null;
  values: StepValues;
}

const EMPTY: WizardDraft = { userId: null, values: {} };

export function loadDraft(userId: string | null): WizardDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as WizardDraft | null;
    if (!stored || typeof stored.values !== 'object' || stored.values === null) return EMPTY;
    if (userId && stored.userId && stored.userId !== userId) return EMPTY;
    return stored;
  } catch {
    return EMPTY;
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just forgets on reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}

export function isStepDone(values: StepValues, step: BusinessWizardStep): boolean {
  return BUSINESS_STEP_SCHEMAS[step].safeParse(values[step] ?? {}).success;
}

/** Where a visitor may be: step 1 until signed in, then the first of steps 2 to 5 not done, else 6. */
export function firstOpenStep(values: StepValues, signedIn: boolean): number {
  if (!signedIn) return 1;
  for (const step of [2, 3, 4, 5] as const) if (!isStepDone(values, step)) return step;
  return 6;
}

/** Every step's values as the final submit's body, checked with the API's own schema. */
export function registrationFrom(values: StepValues) {
  return businessRegistrationSchema.safeParse({
    ...values[2],
    ...values[3],
    ...values[4],
    ...values[5],
    ...values[6],
  });
}
