import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { emailOutbox, messages, rateLimits, sponsorships } from '../../db/schema';

const t = await startTestApp();

/** A business owner and a team owner (both with names) and a sponsorship between them. */
async function thread(names: { business?: string; team?: string } = {}) {
  const business = await businessOwner(t, { businessName: names.business ?? 'Corner Cafe' });
  const team = await teamOwner(t, { name: names.team ?? 'Rose City Strikers' });
  const [sponsorship] = await t.db
    .insert(sponsorships)
    .values({
      businessId: business.business.id,
      teamId: team.team.id,
      amount: 50_000,
      status: 'active',
      paymentStatus: 'paid',
    })
    .returning();
  return { business, team, sponsorship: sponsorship!, path: `/api/sponsorships/${sponsorship!.id}/messages` };
}

async function messageCount(sponsorshipId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.sponsorshipId, sponsorshipId));
  return row!.n;
}

const noticesTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

describe('sponsorship message threads', () => {
  it('starts empty and names both parties', async () => {
    const { business, team, path } = await thread();
    const res = await business.client.get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      businessName: 'Corner Cafe',
      teamName: 'Rose City Strikers',
      teamId: team.team.id,
      businessId: business.business.id,
      blocked: false,
      cannotWrite: null,
      messages: [],
    });
  });

  it('lets both parties write and read the same thread, oldest first, each as its own side', async () => {
    const { business, team, path } = await thread();
    const first = await business.client.post(path, { message: '  Where should we send our logo?  ' });
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({
      senderType: 'business',
      senderName: expect.stringMatching(/^Test User/),
      message: 'Where should we send our logo?',
    });
    const reply = await team.client.post(path, { message: 'To the coach, please.\nThank you!' });
    expect(reply.status).toBe(201);
    expect(reply.body.message.senderType).toBe('team');
    const last = await business.client.post(path, { message: 'Done!' });

    for (const client of [business.client, team.client]) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      expect(res.body.messages.map((m: { message: string }) => m.message)).toEqual([
        'Where should we send our logo?',
        'To the coach, please.\nThank you!',
        'Done!',
      ]);
      expect(res.body.messages.map((m: { senderType: string }) => m.senderType)).toEqual([
        'business',
        'team',
        'business',
      ]);
      expect(res.body.messages[2]).toEqual(last.body.message);
    }
  });

  it('refuses a blank message and one over 2000 characters with a field error, and writes nothing', async () => {
    const { business, team, sponsorship, path } = await thread();
    for (const message of ['', '   \n\t ']) {
      const res = await business.client.post(path, { message });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please write a message',
        fields: { message: ['Please write a message'] },
      });
    }
    const long = await business.client.post(path, { message: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.message).toEqual(['Messages can be at most 2000 characters']);
    expect(await messageCount(sponsorship.id)).toBe(0);
    expect(await noticesTo(team.team.contactEmail)).toHaveLength(0);

    const longest = await business.client.post(path, { message: 'y'.repeat(2000) });
    expect(longest.status).toBe(201);
    expect(await messageCount(sponsorship.id)).toBe(1);
  });

  it.each([
    ['malformed JSON', '{"message":', 400, 'MALFORMED_JSON'],
    ['a wrong type', { message: 42 }, 400, 'VALIDATION_FAILED'],
    ['a missing message', {}, 400, 'VALIDATION_FAILED'],
    ['an unknown field', { message: 'Hi', senderType: 'team' }, 400, 'VALIDATION_FAILED'],
    ['an array body', [{ message: 'Hi' }], 400, 'VALIDATION_FAILED'],
  ])('refuses %s with a 4xx and writes nothing', async (_label, body, status, code) => {
    const { business, team, sponsorship, path } = await thread();
    const res = await business.client.post(path, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await messageCount(sponsorship.id)).toBe(0);
    expect(await noticesTo(team.team.contactEmail)).toHaveLength(0);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const { business, sponsorship, path } = await thread();
    const res = await business.client.post(path, 'message=Hi', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await messageCount(sponsorship.id)).toBe(0);
  });

  it('names the unknown field', async () => {
    const { business, path } = await thread();
    const res = await business.client.post(path, { message: 'Hi', senderType: 'team' });
    expect(res.body.error.fields).toEqual({ senderType: ['Unknown field'] });
  });

  it('answers 401 to anonymous callers and 404 to everyone but the two parties', async () => {
    const { business, sponsorship, path } = await thread();
    await business.client.post(path, { message: 'Private plans for the season' });
    const anonymous = t.client();
    expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.post(path, { message: 'Hi' })).status).toBe(401);

    const elsewhere = await thread({ business: 'Other Shop', team: 'Other Team' });
    const strangers = [
      (await businessOwner(t)).client,
      (await teamOwner(t)).client,
      (await signedInClient(t, { roles: ['admin'] })).client,
      (await signedInClient(t)).client,
      // Parties of another sponsorship.
      elsewhere.business.client,
      elsewhere.team.client,
    ];
    for (const client of strangers) {
      const read = await client.get(path);
      expect(read.status).toBe(404);
      expect(read.body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(read.body)).not.toContain('Private plans');
      const write = await client.post(path, { message: 'Let me in' });
      expect(write.status).toBe(404);
    }
    expect(await messageCount(sponsorship.id)).toBe(1);
    expect(await messageCount(elsewhere.sponsorship.id)).toBe(0);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await business.client.get(`/api/sponsorships/${id}/messages`)).status).toBe(404);
      expect((await business.client.post(`/api/sponsorships/${id}/messages`, { message: 'Hi' })).status).toBe(
        404,
      );
    }
  });
});

describe('new message notices', () => {
  it('emails the other party once per hour per side, whatever the burst, and again for a reply', async () => {
    const { business, team, sponsorship, path } = await thread({ business: 'Corner Cafe' });
    for (const message of ['First', 'Second', 'Third']) {
      expect((await business.client.post(path, { message })).status).toBe(201);
    }
    const toTeam = await noticesTo(team.team.contactEmail);
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0]).toMatchObject({
      kind: 'sponsorship_message',
      toName: 'Coach Test',
      subject: 'New message from Corner Cafe on Homefield',
    });
    expect(toTeam[0]!.text).toContain(
      'of Corner Cafe sent you a message about the sponsorship of Rose City Strikers',
    );
    expect(toTeam[0]!.text).toContain('on Homefield:\nFirst');
    expect(toTeam[0]!.text).toContain('http://homefield.test/team-dashboard');

    // The team's reply tells the business, once, even when the team writes twice.
    await team.client.post(path, { message: 'Thanks!' });
    await team.client.post(path, { message: 'See you Saturday' });
    const toBusiness = await noticesTo(business.business.businessEmail);
    expect(toBusiness).toHaveLength(1);
    expect(toBusiness[0]!.text).toContain('http://homefield.test/business-dashboard');
    expect(toBusiness[0]!.text).toContain('about the sponsorship of Rose City Strikers');
    expect(await noticesTo(team.team.contactEmail)).toHaveLength(1);

    // An hour after the last notice, the next message notifies again.
    await t.db
      .update(rateLimits)
      .set({ lastAttemptAt: new Date(Date.now() - 61 * 60_000) })
      .where(like(rateLimits.key, `message-notice:${sponsorship.id}:%`));
    await business.client.post(path, { message: 'Fourth' });
    const later = await noticesTo(team.team.contactEmail);
    expect(later).toHaveLength(2);
    expect(later.some((mail) => mail.text.includes('on Homefield:\nFourth'))).toBe(true);
  });

  it('keeps the notices of different threads apart', async () => {
    const one = await thread();
    const two = await thread();
    await one.business.client.post(one.path, { message: 'Hi one' });
    await two.business.client.post(two.path, { message: 'Hi two' });
    expect(await noticesTo(one.team.team.contactEmail)).toHaveLength(1);
    expect(await noticesTo(two.team.team.contactEmail)).toHaveLength(1);
  });

  it('escapes every name and the message in the HTML part', async () => {
    const { business, team, path } = await thread({
      business: 'Cafe <img src=x onerror=alert(1)>',
      team: 'Team "Quotes" & <b>Bold</b>',
    });
    await business.client.post(path, { message: '<script>alert("hi")</script>' });
    const [mail] = await noticesTo(team.team.contactEmail);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).not.toContain('<b>Bold');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(mail!.html).toContain('Cafe &lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).toContain('Team &quot;Quotes&quot; &amp; &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail!.text).toContain('<script>alert("hi")</script>');
  });
});
