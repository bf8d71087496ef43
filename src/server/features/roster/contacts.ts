import { and, desc, eq, sql } from 'drizzle-orm';
import { type Contact, type ContactValues, contactExistsMessage } from '../../../shared/schemas/roster';
import { AppError, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { playerContacts, teamPlayers } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { CONTACT_NOT_FOUND, lockTeam, ownPlayerOr404 } from './access';

const contactColumns = {
  id: playerContacts.id,
  contactName: playerContacts.contactName,
  contactEmail: playerContacts.contactEmail,
  contactType: playerContacts.contactType,
  notes: playerContacts.notes,
  createdAt: playerContacts.createdAt,
  unsubscribedAt: playerContacts.unsubscribedAt,
};

type ContactRow = Pick<typeof playerContacts.$inferSelect, keyof typeof contactColumns> & {
  hasGiven: boolean;
};

/**
 * Whether a paid donation to the contact's own player came from the contact's address, case aside: one
 * EXISTS per row of the same query, found through the donations' player_id index (a player has few).
 * Spelled out in SQL: drizzle renders a bare column unqualified here, binding it to the subquery's table.
 */
const hasGiven = sql<boolean>`exists (select 1 from player_donations d where d.player_id = player_contacts.player_id and d.status = 'succeeded' and lower(d.donor_email) = lower(player_contacts.contact_email))`;

function toContact(row: ContactRow): Contact {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Same address, same team, case aside: one person's unsubscribe covers all their contact rows there. */
export function sameTeamAddress(teamId: string, email: string) {
  return and(
    sql`lower(${playerContacts.contactEmail}) = lower(${email})`,
    sql`${playerContacts.playerId} in (select ${teamPlayers.id} from ${teamPlayers} where ${teamPlayers.teamId} = ${teamId})`,
  );
}

/** Newest first. */
export async function listContacts(db: DbOrTx, userId: string, playerId: string): Promise<Contact[]> {
  const player = await ownPlayerOr404(db, userId, playerId);
  const rows = await db
    .select({ ...contactColumns, hasGiven })
    .from(playerContacts)
    .where(eq(playerContacts.playerId, player.id))
    .orderBy(desc(playerContacts.createdAt), desc(playerContacts.id));
  return rows.map(toContact);
}

/** The player of the team whose contact `email` already is (any letter case), if any. */
async function existingContact(tx: DbOrTx, teamId: string, email: string) {
  const [row] = await tx
    .select({ playerName: teamPlayers.playerName })
    .from(playerContacts)
    .innerJoin(teamPlayers, eq(teamPlayers.id, playerContacts.playerId))
    .where(sameTeamAddress(teamId, email))
    .limit(1);
  return row;
}

/**
 * Adds a contact. One address is a contact once per team, in any letter case (issue 19: no family gets
 * every email twice); the team's row lock makes two adds of one address at once wait for each other.
 * Someone who already unsubscribed from this team's fundraising email stays unsubscribed when a coach
 * adds them again.
 */
export async function addContact(
  db: DbOrTx,
  userId: string,
  playerId: string,
  input: ContactValues,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    const player = await ownPlayerOr404(tx, userId, playerId);
    await lockTeam(tx, player.teamId);
    const taken = await existingContact(tx, player.teamId, input.contactEmail);
    if (taken) {
      const message = contactExistsMessage(taken.playerName);
      throw new AppError(409, 'CONTACT_EXISTS', message, { contactEmail: [message] });
    }
    const earlierUnsubscribe = tx
      .select({ at: sql`min(${playerContacts.unsubscribedAt})` })
      .from(playerContacts)
      .where(sameTeamAddress(player.teamId, input.contactEmail));
    const [row] = await tx
      .insert(playerContacts)
      .values({
        playerId: player.id,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactType: input.contactType,
        notes: input.notes ?? null,
        unsubscribedAt: sql`(${earlierUnsubscribe})`,
      })
      .returning(contactColumns);
    // A new contact may have given already: read the flag the list would show.
    const [given] = await tx.select({ hasGiven }).from(playerContacts).where(eq(playerContacts.id, row!.id));
    return toContact({ ...row!, hasGiven: Boolean(given?.hasGiven) });
  });
}

export async function removeContact(db: DbOrTx, userId: string, playerId: string, contactId: string) {
  const player = await ownPlayerOr404(db, userId, playerId);
  if (!isUuid(contactId)) throw notFound(CONTACT_NOT_FOUND);
  const [removed] = await db
    .delete(playerContacts)
    .where(and(eq(playerContacts.id, contactId), eq(playerContacts.playerId, player.id)))
    .returning({ id: playerContacts.id });
  if (!removed) throw notFound(CONTACT_NOT_FOUND);
}
