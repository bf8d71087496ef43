import { count } from 'drizzle-orm';
import { emailOutbox, playerContacts, teamPlayers } from '../../../src/server/db/schema';
import type { TestApp } from '../app';
import { createPlayer, teamOwner } from '../factories';

let sequence = 0;

/** A contact of `playerId`, inserted directly; `overrides` sets any column. */
export async function createContact(
  t: TestApp,
  playerId: string,
  overrides: Partial<typeof playerContacts.$inferInsert> = {},
) {
  sequence += 1;
  const [contact] = await t.db
    .insert(playerContacts)
    .values({
      playerId,
      contactName: `Contact ${sequence} Person`,
      contactEmail: `contact${sequence}-${Date.now()}@example.com`,
      ...overrides,
    })
    .returning();
  return contact!;
}

/** A signed-in coach with a team, one player on it and one contact of that player. */
export async function rosterWorld(t: TestApp) {
  const owner = await teamOwner(t);
  const player = await createPlayer(t, owner.team, { jerseyNumber: 10, playerNumber: 10 });
  const contact = await createContact(t, player.id);
  return { ...owner, player, contact };
}

/** Row counts of everything this feature writes, to prove a refused request wrote nothing. */
export async function rosterCounts(t: TestApp) {
  const [players, contacts, mail] = await Promise.all([
    t.db.select({ n: count() }).from(teamPlayers),
    t.db.select({ n: count() }).from(playerContacts),
    t.db.select({ n: count() }).from(emailOutbox),
  ]);
  return { players: players[0]!.n, contacts: contacts[0]!.n, mail: mail[0]!.n };
}
