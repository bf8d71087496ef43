import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { formatCents } from '../../../shared/money';
import type { AccountDeletionPlan } from '../../../shared/schemas/account';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { businesses, playerDonations, teams, userRoles } from '../../db/schema';
import { teamMoney } from '../../payments/ledger';

/*
 * What deleting an account does (issue 22, decision 0044), worked out before anyone presses and again when
 * they do. A team or business that ever touched money is closed, not deleted: its payments, payouts and
 * receipts belong to the books of the other side and of the law. One that never did goes entirely.
 */

/** A team or business with a payment, a gift, a payout account or a plan behind it: closed, never deleted. */
export const TEAM_HAS_MONEY = sql<boolean>`(exists (select 1 from sponsorships s where s.team_id = "teams"."id")
  or exists (select 1 from player_donations d where d.team_id = "teams"."id")
  or exists (select 1 from payout_accounts a where a.team_id = "teams"."id")
  or exists (select 1 from plan_subscriptions ps where ps.team_id = "teams"."id"))`;
export const BUSINESS_HAS_MONEY = sql<boolean>`(exists (select 1 from sponsorships s where s.business_id = "businesses"."id")
  or exists (select 1 from plan_subscriptions ps where ps.business_id = "businesses"."id"))`;

/** The first row of a monthly gift that is still running. */
export const RUNNING_MONTHLY = and(
  eq(playerDonations.isRecurring, true),
  isNull(playerDonations.renewsDonationId),
  sql`${playerDonations.paidAt} is not null`,
  isNull(playerDonations.cancelledAt),
);

const count = (what: string, n: number, many = `${what}s`) => `${n} ${n === 1 ? what : many}`;

async function ownedTeams(db: DbOrTx, userId: string) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      hasMoney: TEAM_HAS_MONEY,
      players: sql<number>`(select count(*) from team_players p where p.team_id = "teams"."id")::int`,
      monthly: sql<number>`(select count(*) from ${playerDonations}
        where ${playerDonations.teamId} = "teams"."id" and ${RUNNING_MONTHLY})::int`,
      sponsors: sql<number>`(select count(distinct s.business_id) from sponsorships s
        where s.team_id = "teams"."id" and s.status = 'active')::int`,
      disputedCents: sql<number>`(select coalesce(sum(x.amount_cents), 0) from disputes x
        where x.team_id = "teams"."id" and x.closed_at is null)::int`,
    })
    .from(teams)
    .where(and(eq(teams.createdBy, userId), isNull(teams.closedAt)));
}

async function ownedBusiness(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      name: businesses.businessName,
      hasMoney: BUSINESS_HAS_MONEY,
      sponsorships: sql<number>`(select count(*) from sponsorships s where s.business_id = "businesses"."id")::int`,
    })
    .from(businesses)
    .where(and(eq(businesses.createdBy, userId), isNull(businesses.closedAt)));
  return row ?? null;
}

async function onlyAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      mine: sql<boolean>`bool_or(${userRoles.userId} = ${userId})`,
      others: sql<number>`(count(*) filter (where ${ne(userRoles.userId, userId)}))::int`,
    })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'));
  return Boolean(row?.mine) && row?.others === 0;
}

async function giftsGiven(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(playerDonations)
    .where(
      and(sql`lower(${playerDonations.donorEmail}) = ${email}`, sql`${playerDonations.paidAt} is not null`),
    );
  return row?.n ?? 0;
}

type OwnedTeam = Awaited<ReturnType<typeof ownedTeams>>[number];

/** What must be settled first: money the platform holds for the team, or a dispute still open. */
async function teamBlockers(db: DbOrTx, team: OwnedTeam): Promise<string[]> {
  if (!team.hasMoney) return [];
  const { heldCents } = await teamMoney(db, team.id);
  const blockers: string[] = [];
  if (heldCents > 0) {
    blockers.push(
      `${team.name} has ${formatCents(heldCents)} held for it that has not reached the team yet. Connect its payout account from the team dashboard so the money is paid out, then delete your account.`,
    );
  }
  if (team.disputedCents > 0) {
    blockers.push(
      `${team.name} has an open dispute over ${formatCents(team.disputedCents)}. It must be settled before the team can close.`,
    );
  }
  return blockers;
}

function teamConsequences(team: OwnedTeam): string[] {
  if (!team.hasMoney) {
    return [
      `${team.name} is deleted with its roster (${count('player', team.players)}), its tiers and its page: it never took a payment.`,
    ];
  }
  const lines = [
    `${team.name} closes: its page, its player pages and its donation links go away, it takes no new money, and its players' fundraising contacts are removed. Its payments, payouts and receipts are kept for the books, as the law requires.`,
  ];
  if (team.monthly > 0) {
    lines.push(
      `${count('monthly donation', team.monthly)} to its players ${team.monthly === 1 ? 'stops' : 'stop'}, and each donor is told by email.`,
    );
  }
  if (team.sponsors > 0) {
    lines.push(
      `${count('sponsor', team.sponsors)} with a current sponsorship ${team.sponsors === 1 ? 'is' : 'are'} told by email; their contracts and receipts stay on their dashboards.`,
    );
  }
  return lines;
}

function businessConsequence(business: NonNullable<Awaited<ReturnType<typeof ownedBusiness>>>): string {
  if (!business.hasMoney) {
    return `${business.name} is deleted with its profile: it never sponsored a team.`;
  }
  return `${business.name} closes: it leaves the business lists, its name leaves the teams' public pages and its contact details are removed. Its ${count('sponsorship', business.sponsorships)} and their receipts stay on the teams' books, and the teams it sponsors now are told.`;
}

export async function accountDeletionPlan(db: DbOrTx, user: SessionUser): Promise<AccountDeletionPlan> {
  const [owned, business, lastAdmin, gifts] = await Promise.all([
    ownedTeams(db, user.id),
    ownedBusiness(db, user.id),
    onlyAdmin(db, user.id),
    giftsGiven(db, user.email),
  ]);
  const blockers = (await Promise.all(owned.map((team) => teamBlockers(db, team)))).flat();
  if (lastAdmin) blockers.push('You are the only admin. Give another account the admin role first.');
  const consequences = owned.flatMap(teamConsequences);
  if (business) consequences.push(businessConsequence(business));
  if (gifts > 0) {
    consequences.push(
      `The ${count('gift', gifts)} you gave from this address stay on the teams' books with their receipts; your giving page still opens from a link mailed to this address.`,
    );
  }
  consequences.push(
    'Your name, email, password and signed-in devices are removed, and this address can sign up again. The security log keeps its record of the account, as security requires.',
  );
  return { blockers, consequences };
}
