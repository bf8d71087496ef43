import { eq, inArray } from 'drizzle-orm';
import {
  type HeldSpotView,
  type HoldReason,
  RENEWAL_HOLD_DAYS,
  ROLLOVER_HOLD_NOT_FOUND,
  WAITLIST_HOLD_HOURS,
} from '../../../shared/schemas/seasons';
import { hashToken, randomToken } from '../../auth/tokens';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { businesses, sponsorships, sponsorshipTiers, teams, tierHolds } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { heldSpotMail } from './mails';

const HOLD_MS: Record<HoldReason, number> = {
  renewal: RENEWAL_HOLD_DAYS * 24 * 3_600_000,
  waitlist: WAITLIST_HOLD_HOURS * 3_600_000,
};

/** When a hold ends: HOLD_MS after it starts, or for a renewal that long into the new season if later. */
function holdEnd(hold: { reason: HoldReason; now: Date; seasonStart?: string }): Date {
  const fromNow = hold.now.getTime() + HOLD_MS[hold.reason];
  const intoSeason = hold.seasonStart
    ? Date.parse(`${hold.seasonStart}T00:00:00Z`) + HOLD_MS[hold.reason]
    : 0;
  return new Date(Math.max(fromNow, intoSeason));
}

interface Hold {
  tierId: string;
  businessId: string;
  reason: HoldReason;
  now: Date;
  appUrl: string;
  /** A renewal's new season ('YYYY-MM-DD'): the hold lasts RENEWAL_HOLD_DAYS into it. */
  seasonStart?: string;
}

/**
 * Holds a spot of the tier for the business and queues the email with its link, in the caller's
 * transaction: the hold exists if and only if the email goes. The caller has checked there is a spot.
 */
export async function holdSpotFor(tx: Tx, deps: Deps, hold: Hold): Promise<string> {
  const [id] = await holdSpotsFor(tx, deps, [hold]);
  return id!;
}

/**
 * holdSpotFor for several holds at once (a rollover's renewal offers, one per sponsor): the holds written
 * in one statement and what their emails name read in one, not two round trips a sponsor. Their ids, in
 * the order of `holds`.
 */
export async function holdSpotsFor(tx: Tx, deps: Deps, holds: Hold[]): Promise<string[]> {
  if (holds.length === 0) return [];
  const written = holds.map((hold) => {
    const token = randomToken();
    return { hold, token, tokenHash: hashToken(deps.config.SESSION_SECRET, token), expiresAt: holdEnd(hold) };
  });
  const rows = await tx
    .insert(tierHolds)
    .values(
      written.map(({ hold, tokenHash, expiresAt }) => ({
        tierId: hold.tierId,
        businessId: hold.businessId,
        reason: hold.reason,
        tokenHash,
        expiresAt,
        createdAt: hold.now,
      })),
    )
    .returning({ id: tierHolds.id, tokenHash: tierHolds.tokenHash });
  const about = await tx
    .select({
      tierId: sponsorshipTiers.id,
      businessId: businesses.id,
      teamName: teams.name,
      tierName: sponsorshipTiers.name,
      amount: sponsorshipTiers.amount,
      businessName: businesses.businessName,
      email: businesses.businessEmail,
      contactName: businesses.contactName,
    })
    .from(sponsorshipTiers)
    .innerJoin(teams, eq(teams.id, sponsorshipTiers.teamId))
    .innerJoin(
      businesses,
      inArray(
        businesses.id,
        holds.map((hold) => hold.businessId),
      ),
    )
    .where(
      inArray(
        sponsorshipTiers.id,
        holds.map((hold) => hold.tierId),
      ),
    );
  const ids: string[] = [];
  for (const { hold, token, tokenHash, expiresAt } of written) {
    // The statement's rows come back in no promised order: each is found by its token.
    const row = rows.find((candidate) => candidate.tokenHash === tokenHash)!;
    const mail = about.find((a) => a.tierId === hold.tierId && a.businessId === hold.businessId)!;
    await enqueueEmail(
      tx,
      heldSpotMail({
        reason: hold.reason,
        to: { email: mail.email, name: mail.contactName },
        businessName: mail.businessName,
        team: { name: mail.teamName },
        tier: { name: mail.tierName, amount: mail.amount },
        expiresAt,
        seasonStart: hold.seasonStart ?? null,
        link: `${hold.appUrl}/renew/${token}`,
      }),
    );
    ids.push(row.id);
  }
  return ids;
}

/**
 * What a renewal (or waitlist) link offers. The token is the credential, like a match's email link: the
 * page needs no sign-in to show the offer; taking it is the normal checkout, which needs the business.
 */
export async function heldSpotView(deps: Deps, token: string): Promise<HeldSpotView> {
  const { db } = deps.database;
  const [row] = await db
    .select({
      reason: tierHolds.reason,
      expiresAt: tierHolds.expiresAt,
      releasedAt: tierHolds.releasedAt,
      sponsorshipStatus: sponsorships.status,
      paymentStatus: sponsorships.paymentStatus,
      team: { id: teams.id, name: teams.name, sport: teams.sport, location: teams.location },
      tier: {
        id: sponsorshipTiers.id,
        name: sponsorshipTiers.name,
        description: sponsorshipTiers.description,
        amountCents: sponsorshipTiers.amount,
        benefits: sponsorshipTiers.benefits,
      },
      businessName: businesses.businessName,
    })
    .from(tierHolds)
    .innerJoin(sponsorshipTiers, eq(sponsorshipTiers.id, tierHolds.tierId))
    .innerJoin(teams, eq(teams.id, sponsorshipTiers.teamId))
    .innerJoin(businesses, eq(businesses.id, tierHolds.businessId))
    .leftJoin(sponsorships, eq(sponsorships.id, tierHolds.sponsorshipId))
    .where(eq(tierHolds.tokenHash, hashToken(deps.config.SESSION_SECRET, token)));
  if (!row) throw notFound(ROLLOVER_HOLD_NOT_FOUND);
  const renewed = row.paymentStatus === 'paid' && row.sponsorshipStatus !== 'cancelled';
  const live = !row.releasedAt && row.expiresAt > clockOf(deps).now() && !renewed;
  return {
    reason: row.reason,
    team: row.team,
    tier: row.tier,
    businessName: row.businessName,
    expiresAt: row.expiresAt.toISOString(),
    live,
    renewed,
  };
}
