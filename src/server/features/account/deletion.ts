import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, not, or } from 'drizzle-orm';
import type { DeleteAccountInput } from '../../../shared/schemas/account';
import type { SessionUser } from '../../../shared/schemas/auth';
import { visibleName } from '../../../shared/visible-text';
import { audit } from '../../audit';
import { forgetSessionsOf } from '../../auth/session-cache';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { conflict } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import {
  accountTokens,
  businesses,
  LIVE_PLAN_STATUSES,
  leagueInvites,
  leagues,
  matches,
  planSubscriptions,
  playerContacts,
  playerDonations,
  sessions,
  sponsorships,
  teamNeeds,
  teamPlayers,
  teams,
  userRoles,
  users,
} from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { paymentProviderOf } from '../../payments/provider-of';
import { monthlyGiftOf, stopMonthlyGift } from '../donations/monthly-changes';
import { requireCurrentPassword } from './current-password';
import { accountDeletionPlan, BUSINESS_HAS_MONEY, RUNNING_MONTHLY, TEAM_HAS_MONEY } from './deletion-plan';
import { accountKeys, DELETE_ACCOUNT_LIMIT } from './limits';
import { accountDeletedMail, partnerClosedMail } from './mails';

/*
 * Deleting an account (issue 22, decision 0044). The person goes: name, email, password, phone, sign-up
 * answers, devices, links and roles. What others' books and the law need stays: a team or business that
 * touched money is closed (unlisted for good, no new money, its contacts removed) and keeps its records; one
 * that never did is deleted. The users row stays as an anonymous tombstone, so the kept records and the
 * security log still point somewhere.
 */

const ACCOUNT_HAS_OPEN_MONEY = 'ACCOUNT_HAS_OPEN_MONEY';

/** Stops every monthly gift to the players of the teams that close, before anything else changes. */
async function stopMonthlyGiftsOf(deps: Deps, userId: string): Promise<void> {
  const running = await deps.database.db
    .select({ id: playerDonations.id })
    .from(playerDonations)
    .innerJoin(teams, eq(teams.id, playerDonations.teamId))
    .where(and(eq(teams.createdBy, userId), RUNNING_MONTHLY));
  for (const { id } of running) {
    const gift = await monthlyGiftOf(deps, id);
    if (gift) await stopMonthlyGift(deps, gift, 'The team closed its Homefield account.');
  }
}

/** Ends the paid plans of the teams, business and league that close at once: they are billed no more. */
async function stopPlansOf(deps: Deps, userId: string): Promise<void> {
  const { db } = deps.database;
  const live = await db
    .select({ id: planSubscriptions.id, subscriptionId: planSubscriptions.subscriptionId })
    .from(planSubscriptions)
    .leftJoin(teams, eq(teams.id, planSubscriptions.teamId))
    .leftJoin(businesses, eq(businesses.id, planSubscriptions.businessId))
    .leftJoin(leagues, eq(leagues.id, planSubscriptions.leagueId))
    .where(
      and(
        or(eq(teams.createdBy, userId), eq(businesses.createdBy, userId), eq(leagues.ownerId, userId)),
        inArray(planSubscriptions.status, [...LIVE_PLAN_STATUSES]),
      ),
    );
  for (const plan of live) {
    if (plan.subscriptionId) await paymentProviderOf(deps).cancelSubscription(plan.subscriptionId);
    await db
      .update(planSubscriptions)
      .set({ status: 'ended', endedAt: clockOf(deps).now() })
      .where(eq(planSubscriptions.id, plan.id));
  }
}

/** Deletes the teams that never touched money, closes the others; answers those closed. */
async function closeTeams(tx: DbOrTx, userId: string, now: Date) {
  const owned = and(eq(teams.createdBy, userId), isNull(teams.closedAt));
  await tx.delete(teams).where(and(owned, not(TEAM_HAS_MONEY)));
  const closed = await tx
    .update(teams)
    .set({ closedAt: now, verificationStatus: 'pending' })
    .where(owned)
    .returning({ id: teams.id, name: teams.name });
  const ids = closed.map((team) => team.id);
  if (ids.length === 0) return closed;
  // Player pages answer for any team not rejected: each page is hidden, so no link to it works.
  await tx.update(teamPlayers).set({ pageHidden: true }).where(inArray(teamPlayers.teamId, ids));
  // Pending introductions go with their need; the parents' addresses are nobody's books.
  await tx.delete(teamNeeds).where(inArray(teamNeeds.teamId, ids));
  await tx
    .delete(playerContacts)
    .where(
      inArray(
        playerContacts.playerId,
        tx.select({ id: teamPlayers.id }).from(teamPlayers).where(inArray(teamPlayers.teamId, ids)),
      ),
    );
  const sponsors = await tx
    .selectDistinct({ email: businesses.businessEmail, name: businesses.contactName, team: teams.name })
    .from(sponsorships)
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .where(and(inArray(sponsorships.teamId, ids), eq(sponsorships.status, 'active')));
  for (const sponsor of sponsors) {
    if (!sponsor.email) continue;
    await enqueueEmail(
      tx,
      partnerClosedMail({
        to: sponsor.email,
        name: sponsor.name || null,
        closed: visibleName(sponsor.team),
        kind: 'team',
      }),
    );
  }
  return closed;
}

/** The same for the business: deleted if it never sponsored, else closed without its contact details. */
async function closeBusiness(tx: DbOrTx, userId: string, now: Date) {
  const owned = and(eq(businesses.createdBy, userId), isNull(businesses.closedAt));
  await tx.delete(businesses).where(and(owned, not(BUSINESS_HAS_MONEY)));
  const [closed] = await tx
    .update(businesses)
    .set({
      closedAt: now,
      verificationStatus: 'pending',
      contactName: '',
      contactTitle: null,
      businessEmail: '',
      phoneNumber: '',
      socialMediaHandles: {},
    })
    .where(owned)
    .returning({ id: businesses.id, name: businesses.businessName });
  if (!closed) return;
  await tx.delete(matches).where(eq(matches.businessId, closed.id));
  const sponsored = await tx
    .selectDistinct({ email: teams.contactEmail, name: teams.coachName })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .where(
      and(eq(sponsorships.businessId, closed.id), eq(sponsorships.status, 'active'), isNull(teams.closedAt)),
    );
  for (const team of sponsored) {
    await enqueueEmail(
      tx,
      partnerClosedMail({
        to: team.email,
        name: team.name,
        closed: visibleName(closed.name),
        kind: 'business',
      }),
    );
  }
}

/**
 * The league lets its teams go (they stay their coaches'); it is deleted unless a plan was bought for it,
 * whose invoices keep it, nameless of its contact, for the books.
 */
async function closeLeague(tx: DbOrTx, userId: string) {
  const [league] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.ownerId, userId));
  if (!league) return;
  await tx.update(teams).set({ leagueId: null }).where(eq(teams.leagueId, league.id));
  await tx
    .update(leagueInvites)
    .set({ status: 'withdrawn' })
    .where(and(eq(leagueInvites.leagueId, league.id), eq(leagueInvites.status, 'pending')));
  const [bought] = await tx
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(eq(planSubscriptions.leagueId, league.id))
    .limit(1);
  if (bought) await tx.update(leagues).set({ contactEmail: '' }).where(eq(leagues.id, league.id));
  else await tx.delete(leagues).where(eq(leagues.id, league.id));
}

/** The person goes; the row stays, nameless and unusable, for the records that point at it. */
async function anonymize(tx: DbOrTx, userId: string, now: Date) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx
    .update(users)
    .set({
      email: `deleted-${randomUUID()}@deleted.homefield.invalid`,
      // Not a hash of anything: no password ever verifies against it.
      passwordHash: '!deleted',
      fullName: null,
      phoneNumber: null,
      metadata: {},
      emailVerifiedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * POST /api/account/delete: with the current password, and only while nothing is owed or disputed. The
 * monthly gifts stop at the provider first (a failure there changes nothing else and can be retried); the
 * rest is one transaction, and the account's address is told what happened.
 */
export async function deleteAccount(
  deps: Deps,
  user: SessionUser,
  input: DeleteAccountInput,
  meta: RequestMeta,
): Promise<void> {
  const { db } = deps.database;
  await requireCurrentPassword(deps, user, input.currentPassword, meta, {
    key: accountKeys.deleteAccount(user.id),
    rule: DELETE_ACCOUNT_LIMIT,
    what: 'account deletion',
  });
  const plan = await accountDeletionPlan(db, user);
  if (plan.blockers.length > 0) throw conflict(ACCOUNT_HAS_OPEN_MONEY, plan.blockers.join(' '));
  await stopMonthlyGiftsOf(deps, user.id);
  await stopPlansOf(deps, user.id);
  const now = clockOf(deps).now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ deletedAt: users.deletedAt, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!row || row.deletedAt) return;
    const closed = await closeTeams(tx, user.id, now);
    await closeBusiness(tx, user.id, now);
    await closeLeague(tx, user.id);
    await anonymize(tx, user.id, now);
    await audit(tx, meta.log, {
      action: 'ACCOUNT_DELETED',
      actorId: user.id,
      comment: 'Deleted their account',
      data: { closedTeams: closed.map((team) => team.id) },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    await enqueueEmail(
      tx,
      accountDeletedMail({
        to: user.email,
        name: row.fullName,
        consequences: plan.consequences,
        supportEmail: deps.config.SUPPORT_EMAIL,
      }),
    );
  });
  forgetSessionsOf(user.id);
  deps.mail?.kick();
}
