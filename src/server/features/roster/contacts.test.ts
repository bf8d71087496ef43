import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer } from '../../../../tests/support/factories';
import { createContact, rosterCounts, rosterWorld } from '../../../../tests/support/features/roster';
import { playerContacts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const contactsOf = (playerId: string) =>
  t.db.select().from(playerContacts).where(eq(playerContacts.playerId, playerId));

describe('contacts', () => {
  it('lists newest first, with the unsubscribed state', async () => {
    const w = await rosterWorld(t);
    const older = await createContact(t, w.player.id, {
      contactName: 'Older',
      createdAt: new Date(Date.now() - 60_000),
      unsubscribedAt: new Date(),
    });
    const newer = await createContact(t, w.player.id, {
      contactName: 'Newer',
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await w.client.get(`/api/players/${w.player.id}/contacts`);
    expect(res.status).toBe(200);
    expect(res.body.contacts.map((c: any) => c.id)).toEqual([newer.id, w.contact.id, older.id]);
    expect(res.body.contacts[2].unsubscribedAt).toEqual(expect.any(String));
    expect(res.body.contacts[0]).toMatchObject({
      contactName: 'Newer',
      contactType: 'donor',
      unsubscribedAt: null,
    });
  });

  it('adds a contact with donor as the default type', async () => {
    const w = await rosterWorld(t);
    const res = await w.client.post(`/api/players/${w.player.id}/contacts`, {
      contactName: ' Grandma Rose ',
      contactEmail: 'Rose@Example.com',
      notes: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.contact).toMatchObject({
      contactName: 'Grandma Rose',
      contactEmail: 'rose@example.com',
      contactType: 'donor',
      notes: null,
      unsubscribedAt: null,
    });
    const typed = await w.client.post(`/api/players/${w.player.id}/contacts`, {
      contactName: 'Ace Hardware',
      contactEmail: 'ace@example.com',
      contactType: 'sponsor',
      notes: 'Owner is a former player',
    });
    expect(typed.body.contact).toMatchObject({ contactType: 'sponsor', notes: 'Owner is a former player' });
    expect(await contactsOf(w.player.id)).toHaveLength(3);
  });

  it('an unsubscribed address cannot come back through another player of the team; elsewhere it is new', async () => {
    const w = await rosterWorld(t);
    await t.db
      .update(playerContacts)
      .set({ unsubscribedAt: new Date() })
      .where(eq(playerContacts.id, w.contact.id));
    const sibling = await createPlayer(t, w.team);
    const res = await w.client.post(`/api/players/${sibling.id}/contacts`, {
      contactName: 'Same Person',
      contactEmail: w.contact.contactEmail.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(await contactsOf(sibling.id)).toEqual([]);
    const other = await rosterWorld(t);
    const elsewhere = await other.client.post(`/api/players/${other.player.id}/contacts`, {
      contactName: 'Same Person',
      contactEmail: w.contact.contactEmail,
    });
    expect(elsewhere.body.contact.unsubscribedAt).toBeNull();
  });

  it.each([
    ['no name', { contactEmail: 'a@example.com' }, 'contactName', 'Contact name and email are required'],
    ['no email', { contactName: 'A' }, 'contactEmail', 'Contact name and email are required'],
    [
      'a blank email',
      { contactName: 'A', contactEmail: '  ' },
      'contactEmail',
      'Contact name and email are required',
    ],
    [
      'a bad email',
      { contactName: 'A', contactEmail: 'a@' },
      'contactEmail',
      'Please enter a valid email address.',
    ],
    [
      'an over-long name',
      { contactName: 'n'.repeat(101), contactEmail: 'a@example.com' },
      'contactName',
      'Contact name must be at most 100 characters',
    ],
    [
      'over-long notes',
      { contactName: 'A', contactEmail: 'a@example.com', notes: 'n'.repeat(501) },
      'notes',
      'Notes must be at most 500 characters',
    ],
    [
      'an unknown type',
      { contactName: 'A', contactEmail: 'a@example.com', contactType: 'vip' },
      'contactType',
      'Choose donor, sponsor, supporter or other',
    ],
    [
      'an unknown field',
      { contactName: 'A', contactEmail: 'a@example.com', playerId: '00000000-0000-0000-0000-000000000000' },
      'playerId',
      'Unknown field',
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, body, field, message) => {
    const w = await rosterWorld(t);
    const before = await rosterCounts(t);
    const res = await w.client.post(`/api/players/${w.player.id}/contacts`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await rosterCounts(t)).toEqual(before);
  });

  it('takes notes of exactly 500 characters', async () => {
    const w = await rosterWorld(t);
    const res = await w.client.post(`/api/players/${w.player.id}/contacts`, {
      contactName: 'A',
      contactEmail: 'a@example.com',
      notes: 'n'.repeat(500),
    });
    expect(res.status).toBe(201);
  });

  it('refuses malformed JSON and writes nothing', async () => {
    const w = await rosterWorld(t);
    const before = await rosterCounts(t);
    const res = await w.client.post(`/api/players/${w.player.id}/contacts`, '{"contactName":"A",');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('MALFORMED_JSON');
    expect(await rosterCounts(t)).toEqual(before);
  });

  it('removes a contact once', async () => {
    const w = await rosterWorld(t);
    const path = `/api/players/${w.player.id}/contacts/${w.contact.id}`;
    expect((await w.client.delete(path)).status).toBe(204);
    expect(await contactsOf(w.player.id)).toHaveLength(0);
    const again = await w.client.delete(path);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Contact not found');
  });
});

describe('one address once per team (issue 19)', () => {
  const body = (contactEmail: string) => ({ contactName: 'Gran Chen', contactEmail, contactType: 'donor' });

  it("refuses an address already on the team's lists, in any letter case, naming the player", async () => {
    const w = await rosterWorld(t);
    const sibling = await createPlayer(t, w.team, { firstName: 'Ben', lastName: 'Chen' });
    const before = await rosterCounts(t);
    for (const playerId of [w.player.id, sibling.id]) {
      const res = await w.client.post(
        `/api/players/${playerId}/contacts`,
        body(w.contact.contactEmail.toUpperCase()),
      );
      expect(res.status).toBe(409);
      const message = `This email address is already a contact of ${w.player.playerName} on this team. Each address gets the team's emails once.`;
      expect(res.body.error).toEqual({
        code: 'CONTACT_EXISTS',
        message,
        fields: { contactEmail: [message] },
      });
    }
    expect(await rosterCounts(t)).toEqual(before);
  });

  it('lets another team have the same address', async () => {
    const w = await rosterWorld(t);
    const other = await rosterWorld(t);
    const res = await other.client.post(
      `/api/players/${other.player.id}/contacts`,
      body(w.contact.contactEmail),
    );
    expect(res.status).toBe(201);
  });

  it('adds it once when two adds of one address arrive together', async () => {
    const w = await rosterWorld(t);
    const sibling = await createPlayer(t, w.team);
    const answers = await Promise.all([
      w.client.post(`/api/players/${w.player.id}/contacts`, body('twins@example.com')),
      w.client.post(`/api/players/${sibling.id}/contacts`, body('Twins@Example.com')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});
