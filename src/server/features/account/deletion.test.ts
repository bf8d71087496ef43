import { and, eq, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, PASSWORD, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { mailsTo } from '../../../../tests/support/features/account';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { checkout, sessionIdOf, sponsorWorld } from '../../../../tests/support/features/payments';
import { teamWithPayoutAccount } from '../../../../tests/support/features/payouts';
import {
  businesses,
  playerContacts,
  playerDonations,
  sponsorships,
  teams,
  userRoles,
  users,
} from '../../db/schema';
import { moveTeamMoney } from '../../payments/transfers';

/*
 * Deleting an account (issue 22, decision 0044): what happens is said before; the person goes, the books stay.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

async function deleteWith(client: ReturnType<TestApp['client']>, currentPassword = PASSWORD) {
  return client.post('/api/account/delete', { currentPassword });
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('deleting an account', () => {
  it('deletes a team that never took money with its roster, and the person with it', async () => {
    const owner = await teamOwner(t, { name: 'Never Paid FC' });
    const plan = await owner.client.get('/api/account/deletion');
    expect(plan.status).toBe(200);
    expect(plan.body.blockers).toEqual([]);
    expect(plan.body.consequences[0]).toBe(
      'Never Paid FC is deleted with its roster (0 players), its tiers and its page: it never took a payment.',
    );

    const wrong = await deleteWith(owner.client, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.currentPassword).toEqual(['That is not your current password.']);
    expect(await t.db.select().from(teams).where(eq(teams.id, owner.team.id))).toHaveLength(1);

    const res = await deleteWith(owner.client);
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await t.db.select().from(teams).where(eq(teams.id, owner.team.id))).toHaveLength(0);
    const row = await userRow(owner.user.id);
    expect(row).toMatchObject({ fullName: null, phoneNumber: null, metadata: {}, emailVerifiedAt: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.homefield\.invalid$/);

    // Signed out here and everywhere; the old address signs in nowhere and may sign up again.
    expect((await owner.client.get('/api/account/sessions')).status).toBe(401);
    const signIn = await t
      .client()
      .post('/api/auth/sign-in', { email: owner.user.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
    // The admin's list leaves it out, and no role can be given to it.
    const admin = await signedInClient(t, { roles: ['admin'] });
    const listed = await admin.client.get(`/api/admin/users?q=${encodeURIComponent('deleted-')}`);
    expect(listed.body.users).toEqual([]);
    const promote = await admin.client.post(`/api/admin/users/${owner.user.id}/roles`, { role: 'admin' });
    expect(promote.status).toBe(404);
    const [goodbye] = await mailsTo(t, owner.user.email, 'account_deleted');
    expect(goodbye!.subject).toBe('Your Homefield account was deleted');
    expect(goodbye!.text).toContain('Never Paid FC is deleted with its roster');
  });

  it('closes a team with money history: off every public page, its books and gifts kept, monthly gifts stopped', async () => {
    const world = await teamWithPayoutAccount(t);
    const slug = world.team.slug;
    const once = await giveInSandbox(
      t,
      gift(world.player.id, { amount: 2_500, donorEmail: 'gran@example.com' }),
    );
    const monthly = await giveInSandbox(
      t,
      gift(world.player.id, { amount: 1_000, isRecurring: true, donorEmail: 'uncle@example.com' }),
    );
    await t.db.insert(playerContacts).values({
      playerId: world.player.id,
      contactName: 'Aunt May',
      contactEmail: 'may@example.com',
    });
    expect((await t.client().get(`/api/players/${slug}/${world.player.playerNumber}`)).status).toBe(200);
    // The team's account received what it raised: nothing is held for it any more.
    expect(await moveTeamMoney(t.deps)).toBe(2);

    const plan = (await world.owner.client.get('/api/account/deletion')).body;
    expect(plan.blockers).toEqual([]);
    expect(plan.consequences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Rose City Strikers closes: its page, its player pages and its donation links go away/,
        ),
        '1 monthly donation to its players stops, and each donor is told by email.',
      ]),
    );

    expect((await deleteWith(world.owner.client)).status).toBe(204);
    const [team] = await t.db.select().from(teams).where(eq(teams.id, world.team.id));
    expect(team!.closedAt).toBeInstanceOf(Date);
    expect(team!.verificationStatus).toBe('pending');
    // The books: both gifts are still there; the monthly one is stopped and its donor told why.
    const gifts = await t.db.select().from(playerDonations).where(eq(playerDonations.teamId, world.team.id));
    expect(gifts.map((g) => g.id).sort()).toEqual([once.donationId, monthly.donationId].sort());
    expect(gifts.find((g) => g.id === monthly.donationId)!.cancelledAt).toBeInstanceOf(Date);
    const [stopped] = await mailsTo(t, 'uncle@example.com', 'donation_cancelled');
    expect(stopped!.text).toContain('The team closed its Homefield account. Your monthly donation');
    expect(
      await t.db.select().from(playerContacts).where(eq(playerContacts.playerId, world.player.id)),
    ).toEqual([]);
    // Nobody finds it, gives to it or approves it back.
    expect((await t.client().get(`/api/players/${slug}/${world.player.playerNumber}`)).status).toBe(404);
    expect((await t.client().post('/api/donations/checkout', gift(world.player.id))).status).toBe(404);
    const admin = await signedInClient(t, { roles: ['admin'] });
    const queue = (await admin.client.get('/api/admin/approvals')).body;
    expect(queue.teams.map((q: { id: string }) => q.id)).not.toContain(world.team.id);
    const approve = await admin.client.post(`/api/admin/teams/${world.team.id}/approve`, {});
    expect(approve.status).toBe(409);
    expect(approve.body.error.message).toBe('This team closed when its owner deleted their account.');
  });

  it('refuses while the platform holds money the team has not received, and changes nothing', async () => {
    const world = await donationWorld(t, { name: 'Held Money United' });
    await giveInSandbox(t, gift(world.player.id, { amount: 2_000 }));
    const plan = (await world.owner.client.get('/api/account/deletion')).body;
    expect(plan.blockers).toEqual([
      expect.stringMatching(
        /^Held Money United has \$\d+(\.\d\d)? held for it that has not reached the team yet\./,
      ),
    ]);
    const res = await deleteWith(world.owner.client);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ACCOUNT_HAS_OPEN_MONEY');
    expect(res.body.error.message).toBe(plan.blockers.join(' '));
    expect((await userRow(world.owner.user.id)).deletedAt).toBeNull();
    expect((await world.owner.client.get('/api/account/sessions')).status).toBe(200);
  });

  it('closes a business that sponsored, without its contact details, and tells the team it sponsors', async () => {
    const world = await sponsorWorld(t);
    const paid = await checkout(world.buyer.client, world.team.id, world.tier.id);
    await world.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(paid.body.url)}/pay`);
    const plan = (await world.buyer.client.get('/api/account/deletion')).body;
    expect(plan.consequences[0]).toMatch(/closes: it leaves the business lists/);

    expect((await deleteWith(world.buyer.client)).status).toBe(204);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, world.buyer.business.id));
    expect(business).toMatchObject({
      businessEmail: '',
      phoneNumber: '',
      contactName: '',
      verificationStatus: 'pending',
    });
    expect(business!.closedAt).toBeInstanceOf(Date);
    const [sponsorship] = await t.db
      .select()
      .from(sponsorships)
      .where(eq(sponsorships.id, paid.body.sponsorshipId));
    expect(sponsorship!.paymentStatus).toBe('paid');
    const [told] = await mailsTo(t, world.team.contactEmail, 'partner_closed');
    expect(told!.subject).toBe(`${world.buyer.business.businessName} closed its Homefield account`);
  });

  it('deletes a business that never sponsored', async () => {
    const owner = await businessOwner(t);
    expect((await deleteWith(owner.client)).status).toBe(204);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, owner.business.id))).toEqual([]);
  });

  it('refuses the only admin, and anyone signed out', async () => {
    expect((await t.client().get('/api/account/deletion')).status).toBe(401);
    expect((await deleteWith(t.client())).status).toBe(401);
    const first = await signedInClient(t, { roles: ['admin'] });
    const second = await signedInClient(t, { roles: ['admin'] });
    // Every other admin of this database steps down: the two above are the only ones.
    await t.db
      .delete(userRoles)
      .where(and(eq(userRoles.role, 'admin'), notInArray(userRoles.userId, [first.user.id, second.user.id])));
    expect((await second.client.get('/api/account/deletion')).body.blockers).toEqual([]);
    expect((await deleteWith(second.client)).status).toBe(204);

    const plan = (await first.client.get('/api/account/deletion')).body;
    expect(plan.blockers).toEqual(['You are the only admin. Give another account the admin role first.']);
    const refused = await deleteWith(first.client);
    expect(refused.status).toBe(409);
    expect((await userRow(first.user.id)).deletedAt).toBeNull();
  });
});
