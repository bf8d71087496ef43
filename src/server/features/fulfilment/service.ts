import { and, asc, eq, or } from 'drizzle-orm';
import {
  DELIVERY_BEFORE_PAYMENT,
  DELIVERY_IN_FUTURE,
  type Deliverable,
  type FulfilmentChecklist,
  type MarkDeliveredInput,
  NOT_PAID_YET,
  type ThankYouInput,
} from '../../../shared/schemas/fulfilment';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, notFound } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { businesses, sponsorshipDeliverables, sponsorships, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import type { PhotoType } from './photos';

const NO_SPONSORSHIP = 'Sponsorship not found';
const NO_ITEM = 'Checklist item not found';
const HOUR_MS = 3_600_000;

/**
 * The checklist items of a paid sponsorship, one per benefit it bought, in the tier's order. Written in the
 * fulfilment transaction (payments/fulfil.ts) and again, harmlessly, when an older sponsorship is read:
 * the unique (sponsorship, position) makes a second insert a no-op.
 */
export async function createDeliverables(db: DbOrTx, sponsorshipId: string, benefits: string[]) {
  if (benefits.length === 0) return;
  await db
    .insert(sponsorshipDeliverables)
    .values(benefits.map((benefit, position) => ({ sponsorshipId, position, benefit })))
    .onConflictDoNothing({
      target: [sponsorshipDeliverables.sponsorshipId, sponsorshipDeliverables.position],
    });
}

/** Paid, and not taken back: a refund cancels the sponsorship (payments/reservations.ts). */
export function isOpenForFulfilment(row: { status: string; paymentStatus: string; paidAt: Date | null }) {
  return row.paymentStatus === 'paid' && row.paidAt !== null && row.status !== 'cancelled';
}

/**
 * The sponsorship if the user is one of its two parties: the owner of its team (who edits) or of its
 * business (who reads). Everyone else, admins included, gets the 404 of a missing id. A party finds a
 * sponsorship that is not paid (or was refunded) closed: 409.
 */
export async function fulfilmentParty(db: DbOrTx, userId: string, sponsorshipId: string) {
  if (!isUuid(sponsorshipId)) throw notFound(NO_SPONSORSHIP);
  const [row] = await db
    .select({
      id: sponsorships.id,
      status: sponsorships.status,
      paymentStatus: sponsorships.paymentStatus,
      paidAt: sponsorships.paidAt,
      tierName: sponsorships.tierName,
      tierBenefits: sponsorships.tierBenefits,
      thankYouNote: sponsorships.thankYouNote,
      teamName: teams.name,
      teamOwner: teams.createdBy,
      businessName: businesses.businessName,
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .where(
      and(
        eq(sponsorships.id, sponsorshipId),
        or(eq(teams.createdBy, userId), eq(businesses.createdBy, userId)),
      ),
    );
  if (!row) throw notFound(NO_SPONSORSHIP);
  if (!isOpenForFulfilment(row)) throw new AppError(409, 'NOT_PAID', NOT_PAID_YET);
  const viewer: FulfilmentChecklist['viewer'] = row.teamOwner === userId ? 'team' : 'business';
  return { ...row, paidAt: row.paidAt!, viewer };
}

type Party = Awaited<ReturnType<typeof fulfilmentParty>>;

/** The team's owner only: the sponsor reads the checklist, and everyone else does not find it. */
export async function teamParty(db: DbOrTx, userId: string, sponsorshipId: string): Promise<Party> {
  const party = await fulfilmentParty(db, userId, sponsorshipId);
  if (party.viewer !== 'team') throw notFound(NO_SPONSORSHIP);
  return party;
}

const dateOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Delivery dates are calendar days typed in the team's own time zone, which the server does not know: a
 * day is in the future once it has begun nowhere on Earth (UTC+14), and before the payment if it had ended
 * everywhere (UTC-12) when the payment went through.
 */
export function deliveryWindow(paidAt: Date, now: Date) {
  return {
    earliest: dateOf(new Date(paidAt.getTime() - 12 * HOUR_MS)),
    latest: dateOf(new Date(now.getTime() + 14 * HOUR_MS)),
  };
}

const itemColumns = {
  id: sponsorshipDeliverables.id,
  position: sponsorshipDeliverables.position,
  benefit: sponsorshipDeliverables.benefit,
  deliveredOn: sponsorshipDeliverables.deliveredOn,
  note: sponsorshipDeliverables.note,
  photoType: sponsorshipDeliverables.photoType,
  updatedAt: sponsorshipDeliverables.updatedAt,
};

export function photoPath(sponsorshipId: string, itemId: string) {
  return `/api/sponsorships/${sponsorshipId}/deliverables/${itemId}/photo`;
}

function toDeliverable(sponsorshipId: string, row: Awaited<ReturnType<typeof itemsOf>>[number]): Deliverable {
  return {
    id: row.id,
    position: row.position,
    benefit: row.benefit,
    deliveredOn: row.deliveredOn,
    note: row.note,
    photoUrl: row.photoType ? `${photoPath(sponsorshipId, row.id)}?v=${row.updatedAt.getTime()}` : null,
  };
}

function itemsOf(db: DbOrTx, sponsorshipId: string) {
  return db
    .select(itemColumns)
    .from(sponsorshipDeliverables)
    .where(eq(sponsorshipDeliverables.sponsorshipId, sponsorshipId))
    .orderBy(asc(sponsorshipDeliverables.position));
}

/** The items, made first for a sponsorship paid before checklists existed. */
async function ensuredItems(db: DbOrTx, party: Party) {
  const items = await itemsOf(db, party.id);
  if (items.length >= party.tierBenefits.length) return items;
  await createDeliverables(db, party.id, party.tierBenefits);
  return itemsOf(db, party.id);
}

async function checklistOf(deps: Deps, party: Party): Promise<FulfilmentChecklist> {
  const rows = await ensuredItems(deps.database.db, party);
  const items = rows.map((row) => toDeliverable(party.id, row));
  return {
    sponsorshipId: party.id,
    viewer: party.viewer,
    teamName: party.teamName,
    businessName: party.businessName,
    tierName: party.tierName,
    earliestDeliveredOn: deliveryWindow(party.paidAt, clockOf(deps).now()).earliest,
    items,
    delivered: items.filter((item) => item.deliveredOn !== null).length,
    thankYouNote: party.thankYouNote,
    reportUrl: `/api/sponsorships/${party.id}/report.pdf`,
  };
}

export async function readChecklist(deps: Deps, userId: string, sponsorshipId: string) {
  return checklistOf(deps, await fulfilmentParty(deps.database.db, userId, sponsorshipId));
}

/** The item of the team's sponsorship, or the 404 of a missing one. */
async function ownItem(deps: Deps, userId: string, sponsorshipId: string, itemId: string) {
  const { db } = deps.database;
  const party = await teamParty(db, userId, sponsorshipId);
  if (!isUuid(itemId)) throw notFound(NO_ITEM);
  await ensuredItems(db, party);
  const [item] = await db
    .select({ id: sponsorshipDeliverables.id })
    .from(sponsorshipDeliverables)
    .where(and(eq(sponsorshipDeliverables.id, itemId), eq(sponsorshipDeliverables.sponsorshipId, party.id)));
  if (!item) throw notFound(NO_ITEM);
  return { party, itemId: item.id };
}

async function updateItem(
  deps: Deps,
  party: Party,
  itemId: string,
  changes: Partial<typeof sponsorshipDeliverables.$inferInsert>,
) {
  await deps.database.db
    .update(sponsorshipDeliverables)
    .set(changes)
    .where(eq(sponsorshipDeliverables.id, itemId));
  return checklistOf(deps, party);
}

export async function markDelivered(
  deps: Deps,
  userId: string,
  sponsorshipId: string,
  itemId: string,
  input: { deliveredOn: string; note: string | null },
) {
  const { party } = await ownItem(deps, userId, sponsorshipId, itemId);
  const window = deliveryWindow(party.paidAt, clockOf(deps).now());
  if (input.deliveredOn > window.latest) throw dateError(DELIVERY_IN_FUTURE);
  if (input.deliveredOn < window.earliest) throw dateError(DELIVERY_BEFORE_PAYMENT);
  return updateItem(deps, party, itemId, { deliveredOn: input.deliveredOn, note: input.note });
}

const dateError = (message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, { deliveredOn: [message] });

/** Not delivered after all: the date goes; the note and the photo stay for when it is. */
export async function unmarkDelivered(deps: Deps, userId: string, sponsorshipId: string, itemId: string) {
  const { party } = await ownItem(deps, userId, sponsorshipId, itemId);
  return updateItem(deps, party, itemId, { deliveredOn: null });
}

export async function setPhoto(
  deps: Deps,
  userId: string,
  sponsorshipId: string,
  itemId: string,
  photo: { bytes: Buffer; type: PhotoType } | null,
) {
  const { party } = await ownItem(deps, userId, sponsorshipId, itemId);
  return updateItem(deps, party, itemId, { photo: photo?.bytes ?? null, photoType: photo?.type ?? null });
}

/** The photo for either party; 404 when there is none. */
export async function readPhoto(db: Db, userId: string, sponsorshipId: string, itemId: string) {
  const party = await fulfilmentParty(db, userId, sponsorshipId);
  if (!isUuid(itemId)) throw notFound(NO_ITEM);
  const [row] = await db
    .select({ photo: sponsorshipDeliverables.photo, type: sponsorshipDeliverables.photoType })
    .from(sponsorshipDeliverables)
    .where(and(eq(sponsorshipDeliverables.id, itemId), eq(sponsorshipDeliverables.sponsorshipId, party.id)));
  if (!row?.photo || !row.type) throw notFound('Photo not found');
  return { bytes: row.photo, type: row.type };
}

export async function setThankYouNote(
  deps: Deps,
  userId: string,
  sponsorshipId: string,
  input: ThankYouInput,
) {
  const { db } = deps.database;
  const party = await teamParty(db, userId, sponsorshipId);
  const note = (input.thankYouNote ?? null) as string | null;
  await db.update(sponsorships).set({ thankYouNote: note }).where(eq(sponsorships.id, party.id));
  return checklistOf(deps, { ...party, thankYouNote: note });
}

export type { MarkDeliveredInput };
