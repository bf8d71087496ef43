import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  emailOutbox,
  paymentEvents,
  sandboxCheckoutSessions,
  sponsorshipDeliverables,
  sponsorships,
  sponsorshipTiers,
} from '../../src/server/db/schema';

/** What one checkout left in the database: enough to tell whole, absent and half-written apart. */
export interface CheckoutRecord {
  status: string;
  paymentStatus: string;
  session: string;
  events: number;
  deliverables: number;
  benefits: number;
  takenSpots: number;
  availableSpots: number;
}

/** The money state of these sponsorships, by id. */
export async function checkoutRecords(
  db: Db,
  sponsorshipIds: string[],
): Promise<Map<string, CheckoutRecord>> {
  const rows = await db
    .select({
      id: sponsorships.id,
      status: sponsorships.status,
      paymentStatus: sponsorships.paymentStatus,
      benefits: sql<number>`coalesce(array_length(${sponsorships.tierBenefits}, 1), 0)`,
      session: sandboxCheckoutSessions.status,
      takenSpots: sponsorshipTiers.takenSpots,
      availableSpots: sponsorshipTiers.availableSpots,
      events: sql<number>`(select count(*)::int from ${paymentEvents} where ${paymentEvents.sponsorshipId} = ${sponsorships.id})`,
      deliverables: sql<number>`(select count(*)::int from ${sponsorshipDeliverables} where ${sponsorshipDeliverables.sponsorshipId} = ${sponsorships.id})`,
    })
    .from(sponsorships)
    .innerJoin(sandboxCheckoutSessions, eq(sandboxCheckoutSessions.id, sponsorships.paymentSessionId))
    .innerJoin(sponsorshipTiers, eq(sponsorshipTiers.id, sponsorships.tierId))
    .where(inArray(sponsorships.id, sponsorshipIds));
  return new Map(rows.map(({ id, ...record }) => [id, record]));
}

/** Paid once and fulfilled whole: active, one event, a checklist item per benefit, the spot held. */
export function isPaidWhole(r: CheckoutRecord): boolean {
  return (
    r.status === 'active' &&
    r.paymentStatus === 'paid' &&
    r.session === 'paid' &&
    r.events === 1 &&
    r.deliverables === r.benefits &&
    r.takenSpots === 1
  );
}

/** Untouched by payment: still pending, its session open, nothing recorded, the spot still held. */
export function isUnpaidWhole(r: CheckoutRecord): boolean {
  return (
    r.status === 'pending' &&
    r.session === 'open' &&
    r.events === 0 &&
    r.deliverables === 0 &&
    r.takenSpots === 1
  );
}

/** Outbox messages by kind. */
export async function mailByKind(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ kind: emailOutbox.kind, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}
