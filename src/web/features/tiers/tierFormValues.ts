import { DEFAULT_AVAILABLE_SPOTS } from '../../../shared/constants';
import { dollarsToCents } from '../../../shared/money';
import type { Tier, TierInput } from '../../../shared/schemas/tiers';

/** The tier form as typed: money in dollars and the spots as text, benefits one per row. */
export interface TierFormValues {
  name: string;
  amount: string;
  description: string;
  benefits: string[];
  logoPlacement: string;
  availableSpots: string;
}

export const EMPTY_TIER_FORM: TierFormValues = {
  name: '',
  amount: '',
  description: '',
  benefits: [''],
  logoPlacement: '',
  availableSpots: String(DEFAULT_AVAILABLE_SPOTS),
};

export function tierFormValues(
  tier: Pick<Tier, 'name' | 'amount' | 'description' | 'benefits'> &
    Partial<Pick<Tier, 'logoPlacement' | 'availableSpots'>>,
): TierFormValues {
  return {
    name: tier.name,
    amount: (tier.amount / 100).toFixed(tier.amount % 100 === 0 ? 0 : 2),
    description: tier.description ?? '',
    benefits: tier.benefits.length > 0 ? [...tier.benefits] : [''],
    logoPlacement: tier.logoPlacement ?? '',
    availableSpots: String(tier.availableSpots ?? DEFAULT_AVAILABLE_SPOTS),
  };
}

/** The form's values turned into a body; the shared schema, not the type, decides what is valid. */
type Unchecked<T> = { [K in keyof T]-?: unknown };

/**
 * The API body: dollars become cents (text that is not an amount becomes NaN, which the schema names),
 * and spots that are not a number become the default of 1 (spec part 2, section 5).
 */
export function tierBody(values: TierFormValues): Unchecked<TierInput> {
  const amount = values.amount.trim();
  const spots = values.availableSpots.trim() === '' ? Number.NaN : Number(values.availableSpots);
  return {
    name: values.name,
    amount: amount === '' ? undefined : (dollarsToCents(amount) ?? Number.NaN),
    description: values.description,
    benefits: values.benefits,
    logoPlacement: values.logoPlacement || null,
    availableSpots: Number.isNaN(spots) ? DEFAULT_AVAILABLE_SPOTS : spots,
  };
}

/** A league package's body: the tier's without spots and logo placement (decision 0059). */
export function leagueTierBody(values: TierFormValues) {
  const { logoPlacement: _logo, availableSpots: _spots, ...body } = tierBody(values);
  return body;
}
