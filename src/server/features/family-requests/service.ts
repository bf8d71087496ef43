import { and, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { publicPlayerName } from '../../../shared/player-name';
import { PLAYER_NOT_FOUND } from '../../../shared/schemas/donations';
import {
  FAMILY_REQUEST_ANSWERED,
  FAMILY_REQUEST_HOURS,
  type FamilyRequestAction,
  type FamilyRequestCreated,
  type FamilyRequestView,
  type familyRequestSchema,
  type resolveFamilyRequestSchema,
} from '../../../shared/schemas/family-requests';
import { visibleName } from '../../../shared/visible-text';
import { consumeAttempt } from '../../auth/rate-limit';
import { clockOf } from '../../core/clock';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import { playerNameColumns } from '../../db/player-name-columns';
import { familyRequests, teamPlayers, teams } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { isUuid } from '../../http/ids';
import { rateLimited } from '../auth/service';
import { removePlayer } from '../roster/players';
import { ownTeamOr404 } from '../teams/ownership';
import { familyRequestAnsweredMail, familyRequestNoticeMail, familyRequestReceivedMail } from './mails';

/*
 * Families' requests to take a child's page down or remove the child's data (issue 22): asked from the
 * player's page without an account, answered by the team's owner, hidden automatically at the deadline
 * (deadline-job.ts), and listed for the admin.
 */

const PER_CLIENT = { attempts: 5, windowMinutes: 60 };
const REQUEST_NOT_FOUND = 'Request not found';

type Row = typeof familyRequests.$inferSelect;

function viewOf(row: Row, now: Date, teamName?: string): FamilyRequestView {
  return {
    id: row.id,
    playerName: row.playerName,
    requesterName: row.requesterName,
    requesterEmail: row.requesterEmail,
    kind: row.kind,
    message: row.message,
    status: row.status,
    outcome: row.outcome,
    response: row.response,
    dueAt: row.dueAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(teamName === undefined ? {} : { teamName: visibleName(teamName) }),
    overdue: row.status === 'open' && row.dueAt <= now,
  };
}

/**
 * Records the request and tells the team and the family, once: the same family asking the same thing of
 * the same player again finds its open request (the same deadline, no second mail).
 */
export async function createFamilyRequest(
  deps: Deps,
  teamSlug: string,
  playerNumber: string,
  input: z.output<typeof familyRequestSchema>,
  meta: RequestMeta,
): Promise<FamilyRequestCreated> {
  const { db } = deps.database;
  const number = Number(playerNumber);
  if (!Number.isInteger(number) || number < 0) throw notFound(PLAYER_NOT_FOUND);
  const [player] = await db
    .select({
      id: teamPlayers.id,
      ...playerNameColumns,
      teamId: teams.id,
      teamName: teams.name,
      coachName: teams.coachName,
      contactEmail: teams.contactEmail,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(teams.slug, teamSlug), eq(teamPlayers.playerNumber, number)));
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  const decision = await consumeAttempt(db, `family-request:${meta.ip}`, PER_CLIENT);
  if (!decision.allowed) throw rateLimited(decision.minutesLeft);

  const now = clockOf(deps).now();
  const dueAt = new Date(now.getTime() + FAMILY_REQUEST_HOURS * 3_600_000);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(familyRequests)
      .values({
        teamId: player.teamId,
        playerId: player.id,
        playerName: publicPlayerName(player),
        requesterName: input.requesterName,
        requesterEmail: input.requesterEmail,
        kind: input.kind,
        message: input.message,
        dueAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const facts = {
      playerName: row.playerName,
      teamName: visibleName(player.teamName),
      kind: row.kind,
      dueAt,
      appUrl: deps.config.publicUrl,
    };
    await enqueueEmail(tx, {
      ...familyRequestNoticeMail({
        ...facts,
        to: player.contactEmail,
        coachName: visibleName(player.coachName),
        requesterName: row.requesterName,
        message: row.message,
      }),
      teamId: player.teamId,
    });
    await enqueueEmail(
      tx,
      familyRequestReceivedMail({ ...facts, to: row.requesterEmail, name: row.requesterName }),
    );
    return row;
  });
  if (created) {
    deps.mail?.kick();
    return { dueAt: created.dueAt.toISOString() };
  }
  const [open] = await db
    .select({ dueAt: familyRequests.dueAt })
    .from(familyRequests)
    .where(
      and(
        eq(familyRequests.playerId, player.id),
        eq(familyRequests.requesterEmail, input.requesterEmail),
        eq(familyRequests.kind, input.kind),
        eq(familyRequests.status, 'open'),
      ),
    );
  return { dueAt: (open?.dueAt ?? dueAt).toISOString() };
}

/** The team's requests, newest first (its owner only; 404 to anyone else). */
export async function teamFamilyRequests(deps: Deps, userId: string, teamId: string) {
  const team = await ownTeamOr404(deps.database.db, userId, teamId);
  const rows = await deps.database.db
    .select()
    .from(familyRequests)
    .where(eq(familyRequests.teamId, team.id))
    .orderBy(desc(familyRequests.createdAt))
    .limit(100);
  const now = clockOf(deps).now();
  return rows.map((row) => viewOf(row, now));
}

const OUTCOME: Record<FamilyRequestAction, string> = {
  hide_page: 'page_hidden',
  remove_player: 'player_removed',
  decline: 'declined',
};

/** Marks the request answered and mails the family, once; null when it was already answered. */
export async function closeRequest(
  tx: DbOrTx,
  deps: Deps,
  request: Row,
  outcome: string,
  response: string | null,
  teamName: string,
): Promise<Row | null> {
  const [closed] = await tx
    .update(familyRequests)
    .set({
      status: outcome === 'declined' ? 'declined' : 'done',
      outcome,
      response,
      resolvedAt: clockOf(deps).now(),
    })
    .where(and(eq(familyRequests.id, request.id), eq(familyRequests.status, 'open')))
    .returning();
  if (!closed) return null;
  await enqueueEmail(
    tx,
    familyRequestAnsweredMail({
      to: closed.requesterEmail,
      name: closed.requesterName,
      playerName: closed.playerName,
      teamName: visibleName(teamName),
      outcome,
      response,
    }),
  );
  return closed;
}

/**
 * The owner answers: hides the page, removes the player (roster/players.ts: monthly gifts stop, donors are
 * told) or declines with a reply. Pressed again with the same answer, the first result again; another
 * answer to an answered request is a 409.
 */
export async function resolveFamilyRequest(
  deps: Deps,
  userId: string,
  teamId: string,
  requestId: string,
  input: z.output<typeof resolveFamilyRequestSchema>,
): Promise<FamilyRequestView> {
  const { db } = deps.database;
  const team = await ownTeamOr404(db, userId, teamId);
  if (!isUuid(requestId)) throw notFound(REQUEST_NOT_FOUND);
  const ofTeam = and(eq(familyRequests.id, requestId), eq(familyRequests.teamId, team.id));
  const [request] = await db.select().from(familyRequests).where(ofTeam);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const outcome = OUTCOME[input.action];
  const now = clockOf(deps).now();
  if (request.status !== 'open') {
    if (request.outcome === outcome) return viewOf(request, now);
    throw conflict('REQUEST_ANSWERED', FAMILY_REQUEST_ANSWERED);
  }
  if (input.action === 'remove_player' && request.playerId) {
    await removePlayer(deps, userId, team.id, request.playerId, deps.config.publicUrl).catch((error) => {
      // Removed meanwhile (a second press, the roster screen): the request is answered all the same.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    });
  }
  const closed = await db.transaction(async (tx) => {
    if (input.action === 'hide_page' && request.playerId) {
      await tx.update(teamPlayers).set({ pageHidden: true }).where(eq(teamPlayers.id, request.playerId));
    }
    return closeRequest(tx, deps, request, outcome, input.response, team.name);
  });
  deps.mail?.kick();
  if (closed) return viewOf(closed, now);
  const [again] = await db.select().from(familyRequests).where(ofTeam);
  if (again?.outcome === outcome) return viewOf(again, now);
  throw conflict('REQUEST_ANSWERED', FAMILY_REQUEST_ANSWERED);
}

/** Every request, newest first, a page at a time, with its team: the admin's record. */
export async function allFamilyRequests(db: DbOrTx, page: number, now: Date) {
  const size = 50;
  const rows = await db
    .select({ request: familyRequests, teamName: teams.name })
    .from(familyRequests)
    .innerJoin(teams, eq(teams.id, familyRequests.teamId))
    .orderBy(desc(familyRequests.createdAt), desc(familyRequests.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return {
    requests: rows.slice(0, size).map((row) => viewOf(row.request, now, row.teamName)),
    page,
    hasMore: rows.length > size,
  };
}

/** Open requests whose deadline has passed, oldest first. */
export function overdueRequests(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({
      request: familyRequests,
      teamName: teams.name,
      coachName: teams.coachName,
      contactEmail: teams.contactEmail,
    })
    .from(familyRequests)
    .innerJoin(teams, eq(teams.id, familyRequests.teamId))
    .where(and(eq(familyRequests.status, 'open'), lte(familyRequests.dueAt, now)))
    .orderBy(familyRequests.dueAt)
    .limit(limit);
}
