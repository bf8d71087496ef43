import {
  manualSponsors,
  playerDonations,
  sponsorships,
  type teamPlayers,
} from '../../../src/server/db/schema';
import type { TestApp } from '../app';
import { createBusiness, createUser } from '../factories';

type Player = Pick<typeof teamPlayers.$inferSelect, 'id' | 'teamId' | 'playerName'>;
type DonationValues = Partial<typeof playerDonations.$inferInsert>;

let minute = 0;

/** A gift to `player` written straight into the table (succeeded unless told), each one a minute later. */
export async function recordGift(t: TestApp, player: Player, values: DonationValues = {}) {
  minute += 1;
  const at = new Date(Date.UTC(2026, 2, 1, 12, minute));
  const [row] = await t.db
    .insert(playerDonations)
    .values({
      playerId: player.id,
      playerName: player.playerName,
      teamId: player.teamId,
      amount: 1000,
      status: 'succeeded',
      paidAt: values.status && values.status !== 'succeeded' ? null : at,
      createdAt: at,
      ...values,
    })
    .returning();
  return row!;
}

/** A business's sponsorship of `teamId` written straight into the table (paid and active unless told). */
export async function recordSponsorship(
  t: TestApp,
  teamId: string,
  values: Partial<typeof sponsorships.$inferInsert> & { businessName?: string } = {},
) {
  const { businessName, ...rest } = values;
  const owner = await createUser(t, { roles: ['business'] });
  const business = await createBusiness(t, owner.id, businessName ? { businessName } : {});
  const [row] = await t.db
    .insert(sponsorships)
    .values({
      teamId,
      businessId: business.id,
      tierName: 'Gold',
      amount: 50_000,
      status: 'active',
      paymentStatus: 'paid',
      ...rest,
    })
    .returning();
  return { sponsorship: row!, business };
}

/** A sponsor the team recorded by hand. */
export async function recordManualSponsor(t: TestApp, teamId: string, companyName: string) {
  await t.db.insert(manualSponsors).values({
    teamId,
    companyName,
    companyAddress: '9 Oak St, Portland, OR',
    companyType: 'restaurant',
    contactName: 'Pat Hand',
    contactEmail: 'pat@example.com',
    amountSponsored: 25_000,
    sponsorshipGoals: ['Community visibility'],
  });
}
