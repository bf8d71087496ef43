import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { createPlayer } from '../../../../tests/support/factories';
import { donate, donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import {
  recordGift,
  recordManualSponsor,
  recordSponsorship,
} from '../../../../tests/support/features/leaderboard';
import { mailTo } from '../../../../tests/support/features/payments';
import { pdfText } from '../../../../tests/support/receipts';
import { teams } from '../../db/schema';
import { emailAttachments } from '../../db/schema/email-attachments';

/* The public player page's figures and privacy rules (issue 7, section 1). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const page = (path: string) => t.client().get(`/api/players/${path}`);

describe('progress', () => {
  it('counts only succeeded gifts, and distinct donors (by email, any case; each gift without one once)', async () => {
    const { team, player } = await donationWorld(t);
    await recordGift(t, player, { amount: 2500, donorEmail: 'gran@example.com' });
    await recordGift(t, player, { amount: 1500, donorEmail: 'Gran@Example.com' });
    await recordGift(t, player, { amount: 1000 });
    await recordGift(t, player, { amount: 700 });
    await recordGift(t, player, { amount: 9000, status: 'pending', donorEmail: 'p@example.com' });
    await recordGift(t, player, { amount: 9000, status: 'failed', donorEmail: 'f@example.com' });
    await recordGift(t, player, { amount: 9000, status: 'cancelled' });
    // A teammate's gift is not this player's.
    await recordGift(t, await createPlayer(t, team, { jerseyNumber: 8 }), { amount: 4000 });

    const res = await page(`${team.slug}/7`);
    expect(res.status).toBe(200);
    expect(res.body.page.progress).toEqual({
      goalCents: null,
      goalSource: null,
      raisedCents: 5700,
      supporters: 3,
    });
  });

  it("uses the player's own goal, else the team's split across listed players (rounded up to whole dollars)", async () => {
    const { team } = await donationWorld(t, { fundraisingGoalCents: 100_000 });
    await createPlayer(t, team, { jerseyNumber: 8 });
    await createPlayer(t, team, { jerseyNumber: 10, pageHidden: true });
    await createPlayer(t, team, { jerseyNumber: 11, fundraisingGoalCents: 25_000 });
    const progress = async (number: number) => (await page(`${team.slug}/${number}`)).body.page.progress;
    // $1,000 over the 3 listed players (the hidden one takes no share): $333.34, shown as $334.
    expect(await progress(7)).toMatchObject({ goalCents: 33_400, goalSource: 'team' });
    expect(await progress(11)).toMatchObject({ goalCents: 25_000, goalSource: 'player' });

    await t.db.update(teams).set({ fundraisingGoalCents: null }).where(eq(teams.id, team.id));
    expect(await progress(7)).toMatchObject({ goalCents: null, goalSource: null });
    expect(await progress(11)).toMatchObject({ goalCents: 25_000, goalSource: 'player' });
  });

  it('moves with a donation paid through the checkout, not with one left unpaid', async () => {
    const { team, player } = await donationWorld(t);
    await giveInSandbox(t, gift(player.id, { amount: 1200 }));
    const unpaid = await donate(t, gift(player.id, { amount: 5000 }));
    expect(unpaid.status).toBe(201);
    expect((await page(`${team.slug}/7`)).body.page.progress).toMatchObject({
      raisedCents: 1200,
      supporters: 1,
    });
  });
});

describe('recent supporters', () => {
  it('lists only donors who opted in, once each, newest first, by first name and initial, without amounts', async () => {
    const { team, player } = await donationWorld(t);
    await recordGift(t, player, {
      donorName: 'Grace Martinez',
      showName: true,
      donorEmail: 'grace@example.com',
    });
    await recordGift(t, player, { donorName: 'Hidden Donor', showName: false, donorEmail: 'h@example.com' });
    await recordGift(t, player, { donorName: 'Pending Person', showName: true, status: 'pending' });
    await recordGift(t, player, { donorName: 'Leo', showName: true });
    await recordGift(t, player, {
      donorName: 'Grace Martinez',
      showName: true,
      donorEmail: 'GRACE@example.com',
    });
    await recordGift(t, player, { donorName: null, showName: true });

    const { body } = await page(`${team.slug}/7`);
    expect(body.page.recentSupporters.map((s: { name: string }) => s.name)).toEqual(['Grace M.', 'Leo']);
    for (const supporter of body.page.recentSupporters) {
      expect(Object.keys(supporter).sort()).toEqual(['givenAt', 'name']);
      expect(Number.isNaN(Date.parse(supporter.givenAt))).toBe(false);
    }
    const text = JSON.stringify(body);
    for (const secret of ['Hidden', 'Pending', 'grace@example.com', 'Martinez'])
      expect(text).not.toContain(secret);
  });

  it('shows at most five', async () => {
    const { team, player } = await donationWorld(t);
    for (const name of ['A One', 'B Two', 'C Three', 'D Four', 'E Five', 'F Six']) {
      await recordGift(t, player, { donorName: name, showName: true });
    }
    const { body } = await page(`${team.slug}/7`);
    expect(body.page.recentSupporters.map((s: { name: string }) => s.name)).toEqual([
      'F S.',
      'E F.',
      'D F.',
      'C T.',
      'B T.',
    ]);
  });
});

describe('sponsors', () => {
  it('groups paid platform sponsors by tier (highest first), then hand-recorded ones; unpaid ones are left out', async () => {
    const { team } = await donationWorld(t);
    await recordSponsorship(t, team.id, { businessName: 'Alpha Pizza', tierName: 'Gold', amount: 100_000 });
    await recordSponsorship(t, team.id, { businessName: 'Beta Bikes', tierName: 'Bronze', amount: 20_000 });
    await recordSponsorship(t, team.id, {
      businessName: 'Cedar Cafe',
      tierName: 'Gold',
      amount: 100_000,
      status: 'completed',
    });
    await recordSponsorship(t, team.id, {
      businessName: 'Pending Plumbing',
      tierName: 'Gold',
      status: 'pending',
      paymentStatus: 'pending',
    });
    await recordSponsorship(t, team.id, {
      businessName: 'Refunded Roofing',
      tierName: 'Gold',
      status: 'cancelled',
    });
    await recordManualSponsor(t, team.id, 'Hand Hardware');

    const { body } = await page(`${team.slug}/7`);
    // The names; featured placement and website links are impact.test.ts's.
    const names = (body.page.sponsors as { tier: string | null; sponsors: { name: string }[] }[]).map(
      (group) => ({ tier: group.tier, sponsors: group.sponsors.map((sponsor) => sponsor.name) }),
    );
    expect(names).toEqual([
      { tier: 'Gold', sponsors: ['Alpha Pizza', 'Cedar Cafe'] },
      { tier: 'Bronze', sponsors: ['Beta Bikes'] },
      { tier: null, sponsors: ['Hand Hardware'] },
    ]);
  });

  it('is empty for a team without sponsors', async () => {
    const { team } = await donationWorld(t);
    expect((await page(`${team.slug}/7`)).body.page.sponsors).toEqual([]);
  });
});

describe('leaderboard', () => {
  it('is shown only when the team made it public: public names, amounts, listed players, desc', async () => {
    const { team, player } = await donationWorld(t);
    const ben = await createPlayer(t, team, { playerName: 'Ben Okafor', jerseyNumber: 9 });
    const hidden = await createPlayer(t, team, {
      playerName: 'Cy Hidden',
      jerseyNumber: 4,
      pageHidden: true,
    });
    await recordGift(t, ben, { amount: 3000 });
    await recordGift(t, player, { amount: 1000 });
    await recordGift(t, hidden, { amount: 99_000 });
    expect((await page(`${team.slug}/7`)).body.page.leaderboard).toBeNull();

    await t.db.update(teams).set({ leaderboardPublic: true }).where(eq(teams.id, team.id));
    const { body } = await page(`${team.slug}/7`);
    expect(body.page.leaderboard).toEqual([
      { publicName: 'Ben O.', raisedCents: 3000, urlSlug: `${team.slug}/9`, current: false },
      { publicName: 'Ava M.', raisedCents: 1000, urlSlug: `${team.slug}/7`, current: true },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Okafor|Martinez|Cy /);
  });
});

describe('privacy', () => {
  it('answers a hidden page exactly like an unknown one, and its checkout is refused the same way', async () => {
    const { team, player } = await donationWorld(t);
    const hidden = await createPlayer(t, team, {
      playerName: 'Dana Quinn',
      jerseyNumber: 12,
      pageHidden: true,
    });
    const hiddenRes = await page(`${team.slug}/12`);
    const unknownRes = await page(`${team.slug}/13`);
    expect(hiddenRes.status).toBe(404);
    expect(unknownRes.status).toBe(404);
    expect(JSON.stringify(hiddenRes.body)).toBe(JSON.stringify(unknownRes.body));
    expect(hiddenRes.headers.get('content-type')).toBe(unknownRes.headers.get('content-type'));

    const refused = await donate(t, gift(hidden.id));
    const unknown = await donate(t, gift('00000000-0000-4000-8000-000000000000'));
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).toBe(JSON.stringify(unknown.body));
    expect((await donate(t, gift(player.id))).status).toBe(201);
  });

  it('sends X-Robots-Tag: noindex on every answer of the player API', async () => {
    const { team } = await donationWorld(t);
    for (const path of [`${team.slug}/7`, `${team.slug}/99`, 'bad_slug!/x']) {
      const res = await page(path);
      expect([200, 404, 400]).toContain(res.status);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('names the player by first name and initial on the success page and in the donor receipt, in full to the team', async () => {
    const { team, player } = await donationWorld(t);
    const email = `donor-${Date.now()}@example.com`;
    const { url, donationId } = await giveInSandbox(
      t,
      gift(player.id, { donorEmail: email, donorName: 'Pat Doe' }),
    );
    const session = url.split('/').pop();
    const success = await t.client().get(`/api/donations/${donationId}?session_id=${session}`);
    expect(success.body.donation.playerName).toBe('Ava M.');

    const [receipt] = await mailTo(t, email);
    expect(receipt!.subject).toContain('Ava M.');
    expect(`${receipt!.subject} ${receipt!.text} ${receipt!.html}`).not.toContain('Martinez');
    const [pdf] = await t.db
      .select({ content: emailAttachments.content })
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, receipt!.id));
    const printed = pdfText(pdf!.content!).join(' ');
    expect(printed).toContain('Ava M.');
    expect(printed).not.toContain('Martinez');
    const [notice] = await mailTo(t, team.contactEmail);
    expect(notice!.text).toContain('Ava Martinez');
  });
});
