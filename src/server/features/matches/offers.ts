import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/money';
import { CUSTOM_TIER, type OfferValues } from '../../../shared/schemas/matches';
import { AppError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { sponsorshipTiers } from '../../db/schema';

/**
 * What an offer row holds. With a tier, its name and amount come from the team's own tier (the amount
 * sent is ignored); without one it is a Custom offer for the amount sent. `fieldPrefix` is where the
 * offer sits in the request body, so a refusal names the field the form shows.
 */
export async function offerTerms(tx: Tx, teamId: string, offer: OfferValues, fieldPrefix: '' | 'offer.') {
  let tier = {
    tierId: null as string | null,
    tierSelected: CUSTOM_TIER,
    amountCents: offer.amountCents ?? 0,
  };
  if (offer.tierId) {
    const [row] = await tx
      .select({ id: sponsorshipTiers.id, name: sponsorshipTiers.name, amount: sponsorshipTiers.amount })
      .from(sponsorshipTiers)
      .where(and(eq(sponsorshipTiers.id, offer.tierId), eq(sponsorshipTiers.teamId, teamId)));
    if (!row) {
      const message = "Choose one of this team's tiers, or Custom";
      throw new AppError(404, 'TIER_NOT_FOUND', message, { [`${fieldPrefix}tierId`]: [message] });
    }
    tier = { tierId: row.id, tierSelected: row.name, amountCents: row.amount };
  }
  return {
    ...tier,
    amountDisplay: formatCents(tier.amountCents),
    summary: offer.summary,
    deliverables: offer.deliverables,
    seasonStart: offer.seasonStart,
    seasonEnd: offer.seasonEnd,
  };
}
