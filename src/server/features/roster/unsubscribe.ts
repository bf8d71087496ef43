import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UnsubscribeInfo, UnsubscribeInput } from '../../../shared/schemas/roster';
import { hashToken } from '../../auth/tokens';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { playerContacts, teamPlayers, teams } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { sameTeamAddress } from './contacts';

export const LINK_INVALID = 'This link is invalid or has expired. Please contact support for assistance.';

/**
 * The link's proof: a keyed hash of the contact id, so it works without signing in, needs no stored
 * token, and cannot be made for another contact without SESSION_SECRET.
 */
function unsubscribeToken(secret: string, contactId: string): string {
  return hashToken(secret, `unsubscribe:${contactId}`);
}

export function unsubscribeUrl(appUrl: string, secret: string, contactId: string): string {
  const query = new URLSearchParams({ c: contactId, t: unsubscribeToken(secret, contactId) });
  return `${appUrl}/unsubscribe?${query}`;
}

function validLink(secret: string, { c, t }: UnsubscribeInput): boolean {
  if (!isUuid(c)) return false;
  const expected = Buffer.from(unsubscribeToken(secret, c));
  const given = Buffer.from(t);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function linkedContact(db: DbOrTx, secret: string, link: UnsubscribeInput) {
  if (!validLink(secret, link)) throw notFound(LINK_INVALID);
  const [contact] = await db
    .select({
      name: playerContacts.contactName,
      email: playerContacts.contactEmail,
      unsubscribedAt: playerContacts.unsubscribedAt,
      teamId: teams.id,
      teamName: teams.name,
    })
    .from(playerContacts)
    .innerJoin(teamPlayers, eq(teamPlayers.id, playerContacts.playerId))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(eq(playerContacts.id, link.c));
  if (!contact) throw notFound(LINK_INVALID);
  return contact;
}

/** What the page shows before the button is pressed; reading changes nothing (mail scanners open links). */
export async function unsubscribeInfo(
  db: DbOrTx,
  secret: string,
  link: UnsubscribeInput,
): Promise<UnsubscribeInfo> {
  const contact = await linkedContact(db, secret, link);
  return {
    firstName: contact.name.trim().split(/\s+/)[0] ?? contact.name,
    teamName: contact.teamName,
    unsubscribed: contact.unsubscribedAt !== null,
  };
}

/** Stops the team's fundraising email to this address; pressing it again changes nothing. */
export async function unsubscribe(db: DbOrTx, secret: string, link: UnsubscribeInput): Promise<void> {
  const contact = await linkedContact(db, secret, link);
  await db
    .update(playerContacts)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(isNull(playerContacts.unsubscribedAt), sameTeamAddress(contact.teamId, contact.email)));
}
