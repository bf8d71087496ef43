import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import {
  auditLogs,
  businesses,
  manualSponsors,
  playerDonations,
  sessions,
  sponsorships,
  sponsorshipTiers,
  teamExpenses,
  teamPlayers,
  teams,
  userRoles,
  users,
} from '../../db/schema';
import { expenseColumns } from '../expenses/service';

/*
 * "Download my data" (issue 22): everything Homefield holds about the account, as one JSON file. What it
 * owns (its teams with their roster, tiers and hand-added sponsors; its business with its sponsorships),
 * the gifts given from its address, its signed-in devices and its security log. Secrets never leave:
 * no password hash, no session or link token, no provider ids. Each part is one query.
 */

/** How many of the account's own security-log rows go in: the newest, enough for any person to read. */
const SECURITY_LOG_ROWS = 1_000;

export async function exportAccountData(
  db: DbOrTx,
  user: SessionUser,
  meta: Pick<RequestMeta, 'ip' | 'requestId' | 'log'>,
) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      emailConfirmedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const ownedTeams = await db.select().from(teams).where(eq(teams.createdBy, user.id));
  const teamIds = ownedTeams.map((team) => team.id);
  const ofTeams = <T>(rows: Promise<T[]>) => (teamIds.length ? rows : Promise.resolve([] as T[]));
  const [roles, devices, roster, tiers, handAdded, spent, business, gifts, log] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id)),
    db
      .select({
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    ofTeams(db.select().from(teamPlayers).where(inArray(teamPlayers.teamId, teamIds))),
    ofTeams(db.select().from(sponsorshipTiers).where(inArray(sponsorshipTiers.teamId, teamIds))),
    ofTeams(db.select().from(manualSponsors).where(inArray(manualSponsors.teamId, teamIds))),
    ofTeams(
      db
        .select({ teamId: teamExpenses.teamId, ...expenseColumns })
        .from(teamExpenses)
        .where(inArray(teamExpenses.teamId, teamIds)),
    ),
    db.select().from(businesses).where(eq(businesses.createdBy, user.id)),
    db
      .select({
        id: playerDonations.id,
        player: playerDonations.playerName,
        teamId: playerDonations.teamId,
        amountCents: playerDonations.amount,
        coveredFeesCents: playerDonations.coveredFees,
        monthly: playerDonations.isRecurring,
        status: playerDonations.status,
        nameShownToTeam: playerDonations.showName,
        paidAt: playerDonations.paidAt,
        cancelledAt: playerDonations.cancelledAt,
      })
      .from(playerDonations)
      .where(sql`lower(${playerDonations.donorEmail}) = ${user.email}`)
      .orderBy(desc(playerDonations.createdAt)),
    db
      .select({
        at: auditLogs.createdAt,
        event: auditLogs.action,
        description: auditLogs.comment,
        ip: auditLogs.ip,
      })
      .from(auditLogs)
      .where(eq(auditLogs.actorId, user.id))
      .orderBy(desc(auditLogs.createdAt))
      .limit(SECURITY_LOG_ROWS),
  ]);
  const businessIds = business.map((b) => b.id);
  const paid = businessIds.length
    ? await db
        .select({
          id: sponsorships.id,
          teamId: sponsorships.teamId,
          tier: sponsorships.tierName,
          amountCents: sponsorships.amount,
          status: sponsorships.status,
          paymentStatus: sponsorships.paymentStatus,
          contractStartDate: sponsorships.contractStartDate,
          contractEndDate: sponsorships.contractEndDate,
          paidAt: sponsorships.paidAt,
        })
        .from(sponsorships)
        .where(inArray(sponsorships.businessId, businessIds))
        .orderBy(desc(sponsorships.createdAt))
    : [];
  await audit(db, meta.log, {
    action: 'DATA_ACCESS',
    actorId: user.id,
    comment: 'Downloaded their own data',
    data: { list: 'account_export' },
    ip: meta.ip,
    requestId: meta.requestId,
  });
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, roles: roles.map((r) => r.role) },
    signedInDevices: devices,
    teams: ownedTeams.map(({ createdBy: _owner, ...team }) => ({
      ...team,
      roster: roster.filter((p) => p.teamId === team.id).map(({ teamId: _team, ...player }) => player),
      sponsorshipTiers: tiers.filter((tier) => tier.teamId === team.id),
      sponsorsAddedByHand: handAdded.filter((m) => m.teamId === team.id),
      expenses: spent.filter((e) => e.teamId === team.id).map(({ teamId: _team, ...expense }) => expense),
    })),
    businesses: business.map(({ createdBy: _owner, ...b }) => ({ ...b, sponsorships: paid })),
    giftsGiven: gifts,
    securityLog: log,
  };
}
