import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer, teamOwner } from '../../../../tests/support/factories';
import { createContact, rosterCounts } from '../../../../tests/support/features/roster';
import { emailOutbox } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const letter = {
  subject: 'Support {player} and {team}!',
  htmlContent:
    '<h2>Hi friends</h2><p onclick="steal()">Help <strong>{player}</strong> get to regionals.</p><script>alert(1)</script><ul><li>Equipment &amp; uniforms</li><li>Travel</li></ul><p><a href="https://example.com/give?a=1&amp;b=2">Give here</a> <a href="javascript:alert(1)">bad link</a></p><img src="x" onerror="steal()">',
  senderName: 'Coach Maria',
  senderEmail: 'Maria@Example.com',
};

/** A coach whose player has three contacts; names with markup to prove they are escaped. */
async function coachWithContacts() {
  const owner = await teamOwner(t, { name: 'Rose <City> & Co' });
  const player = await createPlayer(t, owner.team, {
    playerName: 'Ava <b>Chen</b>',
    jerseyNumber: 9,
    playerNumber: 9,
  });
  const contacts = [
    await createContact(t, player.id, { contactName: 'Grandma Rose', contactEmail: 'rose@example.com' }),
    await createContact(t, player.id, { contactName: 'Uncle Bo', contactEmail: 'bo@example.com' }),
    await createContact(t, player.id, { contactName: 'Aunt Cy', contactEmail: 'cy@example.com' }),
  ];
  return { ...owner, player, contacts, path: `/api/players/${player.id}/fundraising-email` };
}

const mailOfTeam = (teamId: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.teamId, teamId), eq(emailOutbox.kind, 'fundraising')));

describe('sending a fundraising email', () => {
  it('queues one sanitised email per contact, from the coach, with the player link and an unsubscribe link', async () => {
    const w = await coachWithContacts();
    const ids = w.contacts.map((c) => c.id);
    const res = await w.client.post(w.path, { ...letter, contactIds: [...ids, ids[0]] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ successful: 3, skipped: 0 });

    const mail = await mailOfTeam(w.team.id);
    expect(mail.map((m) => m.toEmail).sort()).toEqual([
      'bo@example.com',
      'cy@example.com',
      'rose@example.com',
    ]);
    const rose = mail.find((m) => m.toEmail === 'rose@example.com')!;
    expect(rose).toMatchObject({
      toName: 'Grandma Rose',
      fromName: 'Coach Maria',
      replyTo: 'maria@example.com',
      subject: 'Support Ava <b>Chen</b> and Rose <City> & Co!',
      status: 'pending',
    });
    const html = rose.html!;
    expect(html).not.toMatch(/<script|onclick|onerror|<img|javascript:|steal\(\)/i);
    expect(html).toContain('<h2>Hi friends</h2>');
    expect(html).toContain('<p>Help <strong>Ava &lt;b&gt;Chen&lt;/b&gt;</strong> get to regionals.</p>');
    expect(html).toContain('<a href="https://example.com/give?a=1&amp;b=2">Give here</a>');
    expect(html).toContain(`http://homefield.test/player/${w.team.slug}/9`);
    const unsubscribe = html.match(/href="(http:\/\/homefield\.test\/unsubscribe\?[^"]+)"/)?.[1];
    expect(unsubscribe).toBeDefined();
    expect(unsubscribe).toContain(`c=${w.contacts[0]!.id}`);

    expect(rose.text).toContain('Hi friends');
    expect(rose.text).toContain('Help Ava <b>Chen</b> get to regionals.');
    expect(rose.text).toContain('- Equipment & uniforms');
    expect(rose.text).toContain('Give here (https://example.com/give?a=1&b=2)');
    expect(rose.text).toContain(`Support Ava <b>Chen</b>: http://homefield.test/player/${w.team.slug}/9`);
    expect(rose.text).toContain('Unsubscribe from Rose <City> & Co');
    expect(rose.text).toMatch(/http:\/\/homefield\.test\/unsubscribe\?c=[0-9a-f-]+&t=[\w-]+/);
    expect(rose.text).not.toMatch(/<script|alert/);
  });

  it('gives every contact a different unsubscribe token', async () => {
    const w = await coachWithContacts();
    await w.client.post(w.path, { ...letter, contactIds: w.contacts.map((c) => c.id) });
    const tokens = (await mailOfTeam(w.team.id)).map((m) => m.text.match(/&t=([\w-]+)/)?.[1]);
    expect(new Set(tokens).size).toBe(3);
  });

  it('skips contacts who unsubscribed and reports how many', async () => {
    const owner = await teamOwner(t);
    const player = await createPlayer(t, owner.team);
    const gone = await createContact(t, player.id, { unsubscribedAt: new Date() });
    const here = await createContact(t, player.id);
    const res = await owner.client.post(`/api/players/${player.id}/fundraising-email`, {
      ...letter,
      contactIds: [gone.id, here.id],
    });
    expect(res.body).toEqual({ successful: 1, skipped: 1 });
    expect((await mailOfTeam(owner.team.id)).map((m) => m.toEmail)).toEqual([here.contactEmail]);
  });

  it('refuses the whole send with 404 when any contact id is not this player’s, queueing nothing', async () => {
    const w = await coachWithContacts();
    const sibling = await createPlayer(t, w.team);
    const siblingContact = await createContact(t, sibling.id);
    const stranger = await coachWithContacts();
    const before = await rosterCounts(t);
    for (const foreign of [
      siblingContact.id,
      stranger.contacts[0]!.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await w.client.post(w.path, { ...letter, contactIds: [w.contacts[0]!.id, foreign] });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Contact not found');
    }
    expect(await rosterCounts(t)).toEqual(before);
  });

  it.each([
    ['no recipients', { contactIds: [] }, 'contactIds', 'Select at least one contact'],
    ['a blank content', { htmlContent: '  ' }, 'htmlContent', 'Please write your email content'],
    [
      'content that is only a script',
      { htmlContent: '<script>x()</script><p> </p>' },
      'htmlContent',
      'Please write your email content',
    ],
    ['no sender name', { senderName: '' }, 'senderName', 'Please provide sender name and email'],
    ['no sender email', { senderEmail: undefined }, 'senderEmail', 'Please provide sender name and email'],
    ['a bad sender email', { senderEmail: 'coach' }, 'senderEmail', 'Please enter a valid email address.'],
    ['no subject', { subject: ' ' }, 'subject', 'Please write a subject'],
    [
      'an over-long subject',
      { subject: 's'.repeat(201) },
      'subject',
      'Subject must be at most 200 characters',
    ],
    ['a contact id that is not an id', { contactIds: ['1'] }, 'contactIds.0', 'That is not a contact id'],
    ['the player name in the body', { playerName: 'Someone Else' }, 'playerName', 'Unknown field'],
  ])('refuses %s with 400 and queues nothing', async (_name, change, field, message) => {
    const w = await coachWithContacts();
    const before = await rosterCounts(t);
    const res = await w.client.post(w.path, { ...letter, contactIds: [w.contacts[0]!.id], ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await rosterCounts(t)).toEqual(before);
  });

  it('refuses more than 500 recipients and malformed JSON', async () => {
    const w = await coachWithContacts();
    const ids = Array.from({ length: 501 }, () => crypto.randomUUID());
    expect((await w.client.post(w.path, { ...letter, contactIds: ids })).status).toBe(400);
    expect((await w.client.post(w.path, '{"subject":')).status).toBe(400);
    expect(await mailOfTeam(w.team.id)).toHaveLength(0);
  });
});

describe('the daily limit of 500 fundraising emails per team', () => {
  /** Fundraising mail the team sent `hoursAgo`, seeded straight into the outbox. */
  async function alreadySent(teamId: string, n: number, hoursAgo: number, kind = 'fundraising') {
    await t.db.insert(emailOutbox).values(
      Array.from({ length: n }, (_, i) => ({
        toEmail: `old${i}@example.com`,
        subject: 'Old',
        text: 'Old',
        kind,
        teamId,
        createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
      })),
    );
  }

  it('refuses a send past the limit with 429, says how many are left, and queues nothing', async () => {
    const w = await coachWithContacts();
    await alreadySent(w.team.id, 498, 2);
    const res = await w.client.post(w.path, { ...letter, contactIds: w.contacts.map((c) => c.id) });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('DAILY_LIMIT');
    expect(res.body.error.message).toBe(
      'Your team can send 500 fundraising emails every 24 hours and has 2 left today. Choose fewer contacts, or try again tomorrow.',
    );
    expect(await mailOfTeam(w.team.id)).toHaveLength(498);

    const fits = await w.client.post(w.path, {
      ...letter,
      contactIds: w.contacts.slice(0, 2).map((c) => c.id),
    });
    expect(fits.body).toEqual({ successful: 2, skipped: 0 });
    const full = await w.client.post(w.path, { ...letter, contactIds: [w.contacts[2]!.id] });
    expect(full.status).toBe(429);
    expect(full.body.error.message).toContain('has 0 left today. Please try again tomorrow.');
  });

  it('counts only the last 24 hours, only fundraising mail, and only this team', async () => {
    const w = await coachWithContacts();
    const other = await teamOwner(t);
    await alreadySent(w.team.id, 300, 25);
    await alreadySent(other.team.id, 300, 1);
    await alreadySent(w.team.id, 300, 1, 'admin');
    const res = await w.client.post(w.path, { ...letter, contactIds: w.contacts.map((c) => c.id) });
    expect(res.body).toEqual({ successful: 3, skipped: 0 });
  });
});
