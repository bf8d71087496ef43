import {
  BUSINESS_TYPES,
  INDUSTRIES,
  PARTNERSHIP_TYPES,
  type PartnershipType,
  PRIMARY_GOALS,
  SPONSORSHIP_CATEGORIES,
} from '../../../shared/constants';
import { humanize } from '../../../shared/labels';
import type { CheckboxOption } from '../../components/ui/CheckboxGroup';

/** Option lists of the business forms, labelled as the screens show them. */

/** Plain values, each its own label. */
export const asOptions = (values: readonly string[]): CheckboxOption[] =>
  values.map((value) => ({ value, label: value }));

/** Stored codes, shown with underscores as spaces and capitalised (spec part 2, section 3). */
export const codeOptions = (values: readonly string[]): CheckboxOption[] =>
  values.map((value) => ({ value, label: humanize(value) }));

export const BUSINESS_TYPE_OPTIONS = codeOptions(BUSINESS_TYPES);
export const INDUSTRY_OPTIONS = asOptions(INDUSTRIES);
export const PRIMARY_GOAL_OPTIONS = PRIMARY_GOALS.map(({ value, label }) => ({ value, label }));

const PARTNERSHIP_TYPE_HINTS: Record<PartnershipType, string> = {
  financial_sponsorship: 'Money toward fees, uniforms, travel or equipment',
  in_kind_sponsorship: 'Your products or services instead of cash',
  experience_sponsorship: 'Clinics, facility tours, career talks or internships',
};

export const PARTNERSHIP_TYPE_OPTIONS: CheckboxOption[] = PARTNERSHIP_TYPES.map((value) => ({
  value,
  label: humanize(value),
  description: PARTNERSHIP_TYPE_HINTS[value],
}));

export const SIGNUP_CATEGORY_OPTIONS = codeOptions(SPONSORSHIP_CATEGORIES.signup);
export const EDITOR_CATEGORY_OPTIONS = codeOptions(SPONSORSHIP_CATEGORIES.editor);
