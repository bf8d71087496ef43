import { dollarsToCents } from '../../../shared/money';
import type { MatchOffer, OfferInput } from '../../../shared/schemas/matches';

/** The offer form as typed: '' for the tier is Custom, the amount in dollars, deliverables one per row. */
export interface OfferFormValues {
  tierId: string;
  amount: string;
  seasonStart: string;
  seasonEnd: string;
  summary: string;
  deliverables: string[];
}

/** A new offer: Custom, over the team's season when it has one. */
export function newOfferValues(season: { start: string | null; end: string | null }): OfferFormValues {
  return {
    tierId: '',
    amount: '',
    seasonStart: season.start ?? '',
    seasonEnd: season.end ?? '',
    summary: '',
    deliverables: [''],
  };
}

/** The current offer, to revise. A tier the team has deleted since reads as Custom at the same amount. */
export function offerFormValues(offer: MatchOffer): OfferFormValues {
  return {
    tierId: offer.tierId ?? '',
    amount: (offer.amountCents / 100).toFixed(offer.amountCents % 100 === 0 ? 0 : 2),
    seasonStart: offer.seasonStart ?? '',
    seasonEnd: offer.seasonEnd ?? '',
    summary: offer.summary ?? '',
    deliverables: offer.deliverables.length > 0 ? [...offer.deliverables] : [''],
  };
}

/** The form's values turned into a body; the shared schema, not the type, decides what is valid. */
type Unchecked<T> = { [K in keyof T]-?: unknown };

/**
 * The API body. With a tier the server takes the tier's amount, so none is sent; a Custom amount that is
 * not a number becomes NaN, which the schema names.
 */
export function offerBody(values: OfferFormValues): Unchecked<OfferInput> {
  const amount = values.amount.trim();
  return {
    tierId: values.tierId || null,
    amountCents: values.tierId || amount === '' ? null : (dollarsToCents(amount) ?? Number.NaN),
    seasonStart: values.seasonStart || null,
    seasonEnd: values.seasonEnd || null,
    summary: values.summary,
    deliverables: values.deliverables,
  };
}

/** Where an API field's message goes in the form: 'offer.amountCents' and 'amountCents' are the amount box. */
export function offerField(path: string): string {
  const field = path.replace(/^offer\./, '');
  return field === 'amountCents' ? 'amount' : field;
}
