import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer } from '../../../../tests/support/factories';
import { createContact, rosterWorld } from '../../../../tests/support/features/roster';
import { emailOutbox, playerContacts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

/** Sends the world's contact a fundraising email and returns the c and t of its unsubscribe link. */
async function linkOf(w: Awaited<ReturnType<typeof rosterWorld>>) {
  await w.client.post(`/api/players/${w.player.id}/fundraising-email`, {
    contactIds: [w.contact.id],
    subject: 'Hi',
    htmlContent: '<p>Hi</p>',
    senderName: 'Coach',
    senderEmail: 'coach@example.com',
  });
  const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, w.contact.contactEmail));
  const url = new URL(mail!.text.match(/http:\/\/homefield\.test\/unsubscribe\?\S+/)![0]);
  return { c: url.searchParams.get('c')!, t: url.searchParams.get('t')! };
}

const unsubscribedAt = async (contactId: string) =>
  (await t.db.select().from(playerContacts).where(eq(playerContacts.id, contactId)))[0]?.unsubscribedAt ??
  null;

describe('the unsubscribe link', () => {
  it('shows who is unsubscribing without changing anything, signed out', async () => {
    const w = await rosterWorld(t);
    await t.db
      .update(playerContacts)
      .set({ contactName: 'Rosa Maria Diaz' })
      .where(eq(playerContacts.id, w.contact.id));
    const link = await linkOf(w);
    const res = await t.client().get(`/api/unsubscribe?c=${link.c}&t=${link.t}&utm_source=mail`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ firstName: 'Rosa', teamName: w.team.name, unsubscribed: false });
    expect(await unsubscribedAt(w.contact.id)).toBeNull();
  });

  it('unsubscribes on POST, idempotently, and the next send skips them', async () => {
    const w = await rosterWorld(t);
    const link = await linkOf(w);
    const anonymous = t.client();
    const first = await anonymous.post('/api/unsubscribe', link);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ unsubscribed: true });
    const at = await unsubscribedAt(w.contact.id);
    expect(at).toBeInstanceOf(Date);
    expect((await anonymous.post('/api/unsubscribe', link)).status).toBe(200);
    expect(await unsubscribedAt(w.contact.id)).toEqual(at);
    expect((await anonymous.get(`/api/unsubscribe?c=${link.c}&t=${link.t}`)).body.unsubscribed).toBe(true);

    const send = await w.client.post(`/api/players/${w.player.id}/fundraising-email`, {
      contactIds: [w.contact.id],
      subject: 'Again',
      htmlContent: '<p>Again</p>',
      senderName: 'Coach',
      senderEmail: 'coach@example.com',
    });
    expect(send.body).toEqual({ successful: 0, skipped: 1 });
  });

  it("covers the same address on the team's other players, and nobody else", async () => {
    const w = await rosterWorld(t);
    const sibling = await createPlayer(t, w.team);
    const sameOnSibling = await createContact(t, sibling.id, {
      contactEmail: w.contact.contactEmail.toUpperCase(),
    });
    const otherPerson = await createContact(t, sibling.id);
    const elsewhere = await rosterWorld(t);
    const sameElsewhere = await createContact(t, elsewhere.player.id, {
      contactEmail: w.contact.contactEmail,
    });
    await t.client().post('/api/unsubscribe', await linkOf(w));
    expect(await unsubscribedAt(sameOnSibling.id)).toBeInstanceOf(Date);
    expect(await unsubscribedAt(otherPerson.id)).toBeNull();
    expect(await unsubscribedAt(sameElsewhere.id)).toBeNull();
  });

  it('answers 404 to a bad, foreign or missing token and changes nothing', async () => {
    const w = await rosterWorld(t);
    const other = await rosterWorld(t);
    const link = await linkOf(w);
    const otherLink = await linkOf(other);
    const bad = [
      { c: link.c, t: `${link.t.slice(0, -1)}x` },
      { c: link.c, t: otherLink.t },
      { c: 'not-a-uuid', t: link.t },
      { c: crypto.randomUUID(), t: link.t },
    ];
    for (const attempt of bad) {
      const get = await t.client().get(`/api/unsubscribe?c=${attempt.c}&t=${attempt.t}`);
      expect(get.status).toBe(404);
      expect(get.body.error.message).toBe(
        'This link is invalid or has expired. Please contact support for assistance.',
      );
      expect((await t.client().post('/api/unsubscribe', attempt)).status).toBe(404);
    }
    expect((await t.client().get(`/api/unsubscribe?c=${link.c}`)).status).toBe(400);
    expect((await t.client().post('/api/unsubscribe', { ...link, extra: 1 })).status).toBe(400);
    expect(await unsubscribedAt(w.contact.id)).toBeNull();
    expect(await unsubscribedAt(other.contact.id)).toBeNull();
  });

  it('answers 404 once the contact was removed', async () => {
    const w = await rosterWorld(t);
    const link = await linkOf(w);
    await w.client.delete(`/api/players/${w.player.id}/contacts/${w.contact.id}`);
    expect((await t.client().post('/api/unsubscribe', link)).status).toBe(404);
  });
});
