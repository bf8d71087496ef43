import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  type EmailAction,
  MATCH_PARTIES,
  type MatchParty,
  type MatchStatus,
  MUTUAL_APPROVED,
} from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { isListed, matchStatusLabel } from '../../../shared/labels';
import {
  type AdminMatchesPage,
  ANSWERABLE_STATUSES,
  type CreateMatch,
  changeRequestSchema,
  isSendable,
  LINK_ANSWERED,
  type LinkActionResult,
  type LinkAnswer,
  type LinkView,
  linkAnsweredConflict,
  linkAnsweredText,
  MATCH_NOT_FOUND,
  MATCH_PARTY_LABELS,
  type MatchDraftResponse,
  type OfferValues,
  SENDABLE_STATUSES,
  type SendIntroduction,
  type SendIntroductionResponse,
} from '../../../shared/schemas/matches';
import { audit } from '../../audit';
import { adminRecipients } from '../../auth/admins';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { businesses, emailTokens, matches, offers, teamNeeds, teams, users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { isUuid } from '../../http/ids';
import { parseWith } from '../../http/validate';
import { BUSINESS_NOT_FOUND, TEAM_NOT_FOUND } from '../admin/approvals';
import { type AdminCall, auditContext } from '../admin/context';
import { adminAddress } from '../admin/emails';
import {
  type AnsweredLink,
  answeredLink,
  claimLink,
  issueLinks,
  linkInvalid,
  spendPartyLinks,
  tokenHash,
} from './links';
import { introductionMail, matchActionNoticeMail, matchAnswerNoticeMail, matchApprovedMail } from './mails';
import { offerTerms } from './offers';
import { contactOf, lockMatch, otherParty } from './parties';
import { adminMatch, adminMatchesPage, currentOffer, toOffer } from './queries';

// ---------------------------------------------------------------------------------------------------------
// The state machine (DECISIONS: Matches and email links)

/** The parties can answer (widened, so any status can be looked up). */
const ANSWERABLE: readonly MatchStatus[] = ANSWERABLE_STATUSES;
/** Still being worked out: a second match of the same two would only confuse them. */
const IN_PROGRESS: readonly MatchStatus[] = [...SENDABLE_STATUSES, ...ANSWERABLE_STATUSES];

const APPROVED_BY: Record<MatchParty, MatchStatus> = { sponsor: 'SPONSOR_APPROVED', team: 'TEAM_APPROVED' };

/**
 * Where a party's answer takes the match, or null when it cannot answer now. ACCEPT waits for the other
 * party, or completes the approval when the other party approved first; REJECT and CHANGES end the round.
 */
export function nextStatus(status: MatchStatus, party: MatchParty, action: EmailAction): MatchStatus | null {
  if (!ANSWERABLE.includes(status)) return null;
  if (action === 'REJECT') return 'REJECTED';
  if (action === 'CHANGES') return 'CHANGES_REQUESTED';
  if (status === APPROVED_BY[party]) return null;
  return status === 'INTRO_SENT' ? APPROVED_BY[party] : 'APPROVED';
}

/** The columns a transition writes besides the status. */
function stamps(next: MatchStatus, party: MatchParty, comment: string | null) {
  const now = sql`now()`;
  const approval = party === 'sponsor' ? { sponsorApprovedAt: now } : { teamApprovedAt: now };
  switch (next) {
    case 'APPROVED':
      return { ...approval, approvedAt: now };
    case 'REJECTED':
      return { rejectedAt: now, rejectedBy: party };
    case 'CHANGES_REQUESTED':
      return { changesRequestedAt: now, changesRequestedBy: party, changeComment: comment };
    default:
      return approval;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The admin's side

export function listMatches(db: DbOrTx, page: number): Promise<AdminMatchesPage> {
  return adminMatchesPage(db, page);
}

async function matchableTeam(tx: Tx, teamId: string) {
  const [team] = await tx
    .select({ id: teams.id, name: teams.name, status: teams.verificationStatus })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  if (!team) throw new AppError(404, 'NOT_FOUND', TEAM_NOT_FOUND, { teamId: [TEAM_NOT_FOUND] });
  if (!isListed(team.status)) {
    const message = `${team.name} is not approved yet. Approve the team before matching it.`;
    throw conflict('TEAM_NOT_APPROVED', message, { teamId: [message] });
  }
  return team;
}

async function matchableBusiness(tx: Tx, businessId: string) {
  const [business] = await tx
    .select({ id: businesses.id, name: businesses.businessName, status: businesses.verificationStatus })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business)
    throw new AppError(404, 'NOT_FOUND', BUSINESS_NOT_FOUND, { businessId: [BUSINESS_NOT_FOUND] });
  if (!isListed(business.status)) {
    const message = `${business.name} is not approved yet. Approve the business before matching it.`;
    throw conflict('BUSINESS_NOT_APPROVED', message, { businessId: [message] });
  }
  return business;
}

/**
 * Proposes a match: the team's need, offer version 1 and the match (PENDING_APPROVAL), in one transaction.
 * Only approved teams and businesses are matched; the team's row is locked so two admins cannot open two
 * matches of the same pair at once.
 */
export async function createMatch(call: AdminCall, input: CreateMatch): Promise<MatchDraftResponse> {
  const matchId = await call.db.transaction(async (tx) => {
    const team = await matchableTeam(tx, input.teamId);
    const business = await matchableBusiness(tx, input.businessId);
    const [open] = await tx
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
      .where(
        and(
          eq(teamNeeds.teamId, team.id),
          eq(matches.businessId, business.id),
          inArray(matches.status, IN_PROGRESS),
        ),
      )
      .limit(1);
    if (open) {
      throw conflict(
        'MATCH_EXISTS',
        `${team.name} and ${business.name} already have a match in progress. Find it in the list of matches.`,
      );
    }
    const terms = await offerTerms(tx, team.id, input.offer, 'offer.');
    const [need] = await tx
      .insert(teamNeeds)
      .values({
        teamId: team.id,
        seasonStart: terms.seasonStart,
        seasonEnd: terms.seasonEnd,
        goalAmountCents: terms.amountCents,
      })
      .returning({ id: teamNeeds.id });
    const [match] = await tx
      .insert(matches)
      .values({
        teamNeedId: need!.id,
        businessId: business.id,
        status: 'PENDING_APPROVAL',
        createdBy: call.actorId,
      })
      .returning({ id: matches.id });
    await tx.insert(offers).values({ matchId: match!.id, version: 1, ...terms, createdBy: call.actorId });
    await audit(tx, call.log, {
      action: 'MATCH_CREATED',
      comment: `Match proposed between ${business.name} and ${team.name}`,
      data: {
        matchId: match!.id,
        teamId: team.id,
        businessId: business.id,
        tier: terms.tierSelected,
        amountCents: terms.amountCents,
      },
      ...auditContext(call),
    });
    return match!.id;
  });
  return draftResponse(call, matchId);
}

/** The match as the list shows it, with the introduction the email dialog opens with. */
async function draftResponse(call: AdminCall, matchId: string): Promise<MatchDraftResponse> {
  const match = await adminMatch(call.db, matchId);
  return { match, email: match.draft! };
}

async function lockedMatchOr404(tx: Tx, matchId: string) {
  const row = isUuid(matchId) ? await lockMatch(tx, matchId) : null;
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return row;
}

/**
 * Sends the introduction: fresh links for the current offer version (three per party; earlier unused
 * links stop working), one email per party with their own links, and the match to INTRO_SENT with both
 * approvals cleared, since a new round is answered anew. One transaction: no mail without the links.
 */
export async function sendIntroduction(
  call: AdminCall,
  matchId: string,
  input: SendIntroduction,
  appUrl: string,
): Promise<SendIntroductionResponse> {
  const sent = await call.db.transaction(async (tx) => {
    const { match, ...parties } = await lockedMatchOr404(tx, matchId);
    if (!isSendable(match.status)) {
      throw conflict(
        'MATCH_NOT_SENDABLE',
        `This match is ${matchStatusLabel(match.status)}. An introduction can be sent while a match is Pending Approval or Changes Requested.`,
      );
    }
    const offer = (await currentOffer(tx, match.id))!;
    const replyTo = await adminAddress({ db: tx, actorId: call.actorId });
    const { links, expiresAt } = await issueLinks(
      tx,
      call.deps.config.SESSION_SECRET,
      { matchId: match.id, offerId: offer.id },
      appUrl,
    );
    for (const party of MATCH_PARTIES) {
      await enqueueEmail(
        tx,
        introductionMail({
          to: contactOf(parties, party),
          party,
          subject: input.subject,
          message: input.message,
          offer: toOffer(offer),
          links: links[party],
          expiresAt,
          replyTo,
        }),
      );
    }
    await tx
      .update(matches)
      .set({ status: 'INTRO_SENT', introSentAt: sql`now()`, sponsorApprovedAt: null, teamApprovedAt: null })
      .where(eq(matches.id, match.id));
    await audit(tx, call.log, {
      action: 'MATCH_INTRO_SENT',
      comment: `Introduction sent to ${parties.business.businessName} and ${parties.team.name}`,
      data: { matchId: match.id, offerVersion: offer.version, subject: input.subject },
      ...auditContext(call),
    });
    return MATCH_PARTIES.length;
  });
  call.deps.mail?.kick();
  return { match: await adminMatch(call.db, matchId), sent };
}

/**
 * A new offer version after a change request. Links of earlier versions stop working at once (a link acts
 * only for its own offer version); the match stays CHANGES_REQUESTED until the admin sends it again.
 */
export async function reviseOffer(
  call: AdminCall,
  matchId: string,
  input: OfferValues,
): Promise<MatchDraftResponse> {
  await call.db.transaction(async (tx) => {
    const { match, team, business } = await lockedMatchOr404(tx, matchId);
    if (match.status !== 'CHANGES_REQUESTED') {
      throw conflict(
        'OFFER_NOT_REVISABLE',
        `This match is ${matchStatusLabel(match.status)}. The offer can be revised after a party asks for changes.`,
      );
    }
    const terms = await offerTerms(tx, team.id, input, '');
    const previous = (await currentOffer(tx, match.id))!;
    const version = previous.version + 1;
    await tx.insert(offers).values({ matchId: match.id, version, ...terms, createdBy: call.actorId });
    await tx
      .update(teamNeeds)
      .set({ seasonStart: terms.seasonStart, seasonEnd: terms.seasonEnd, goalAmountCents: terms.amountCents })
      .where(eq(teamNeeds.id, match.teamNeedId));
    await audit(tx, call.log, {
      action: 'MATCH_OFFER_REVISED',
      comment: `Offer version ${version} for ${business.businessName} and ${team.name}`,
      data: {
        matchId: match.id,
        offerVersion: version,
        tier: terms.tierSelected,
        amountCents: terms.amountCents,
      },
      ...auditContext(call),
    });
  });
  return draftResponse(call, matchId);
}

// ---------------------------------------------------------------------------------------------------------
// The parties' side: the email links

/** What a party answered, as the page of one of its spent links says it. */
function linkAnswer(answered: AnsweredLink): LinkAnswer {
  const at = answered.at.toISOString();
  return {
    action: answered.answer,
    at,
    message: linkAnsweredText(answered.answer, formatCalendarDate(at)),
  };
}

/**
 * The confirmation page of a link. Reading it changes nothing: mail scanners open links. A link whose party
 * already answered (with it or with one of its other two) shows what was done; a token that is not ours, or a
 * link that expired, was replaced or can no longer be answered before its party answered, is Link Invalid.
 */
export async function viewLink(db: DbOrTx, secret: string, token: string): Promise<LinkView> {
  const hash = tokenHash(secret, token);
  if (!hash) throw linkInvalid();
  const [row] = await db
    .select({
      link: {
        party: emailTokens.party,
        action: emailTokens.action,
        expiresAt: emailTokens.expiresAt,
        spent: sql<boolean>`${emailTokens.usedAt} is not null`,
        live: sql<boolean>`${emailTokens.expiresAt} > now()`,
      },
      status: matches.status,
      offer: offers,
      sponsor: { businessName: businesses.businessName, contactName: businesses.contactName },
      team: { name: teams.name, coachName: teams.coachName },
    })
    .from(emailTokens)
    .innerJoin(matches, eq(matches.id, emailTokens.matchId))
    .innerJoin(offers, eq(offers.id, emailTokens.offerId))
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .innerJoin(teams, eq(teams.id, teamNeeds.teamId))
    .innerJoin(businesses, eq(businesses.id, matches.businessId))
    .where(eq(emailTokens.tokenHash, hash));
  if (!row) throw linkInvalid();
  let answered: LinkAnswer | null = null;
  if (row.link.spent) {
    const answer = await answeredLink(db, hash);
    if (!answer) throw linkInvalid();
    answered = linkAnswer(answer);
  } else {
    const current = row.link.live ? await currentOffer(db, row.offer.matchId) : null;
    if (current?.id !== row.offer.id || !nextStatus(row.status, row.link.party, row.link.action)) {
      throw linkInvalid();
    }
  }
  const { version, tierSelected, amountDisplay, seasonStart, seasonEnd, summary, deliverables } = row.offer;
  return {
    action: row.link.action,
    party: row.link.party,
    sponsor: row.sponsor,
    team: row.team,
    offer: { version, tierSelected, amountDisplay, seasonStart, seasonEnd, summary, deliverables },
    expiresAt: row.link.expiresAt.toISOString(),
    answered,
  };
}

export interface LinkCall {
  deps: Deps;
  log: Logger;
  ip: string;
  requestId: string;
  appUrl: string;
}

/** Where a party's reply about a match goes: the admin who made it, or support when that admin is gone. */
async function matchAdminAddress(tx: Tx, deps: Deps, adminId: string | null): Promise<string> {
  if (!adminId) return deps.config.SUPPORT_EMAIL;
  const [admin] = await tx.select({ email: users.email }).from(users).where(eq(users.id, adminId));
  return admin?.email ?? deps.config.SUPPORT_EMAIL;
}

/** What the first press of a link answered: the status its answer led to, as actOnLink reported it. */
function firstResult(answered: AnsweredLink): LinkActionResult {
  const { party, answer } = answered;
  let status: LinkActionResult['status'] = answer === 'REJECT' ? 'REJECTED' : 'CHANGES_REQUESTED';
  if (answer === 'ACCEPT') status = answered.completedApproval ? MUTUAL_APPROVED : APPROVED_BY[party];
  return { status, party, action: answer };
}

/**
 * A press of a link that is already spent. The party answered with this very link: the same answer as the
 * first press, and nothing runs again (a double click, a second tab, the link opened again later). The party
 * answered otherwise with another of its links: 409 saying what was done. Otherwise Link Invalid.
 */
async function pressedAgain(tx: Tx, call: LinkCall, hash: string): Promise<LinkActionResult> {
  const answered = await answeredLink(tx, hash);
  if (!answered) throw linkInvalid();
  const date = formatCalendarDate(answered.at.toISOString());
  if (answered.answer !== answered.action) {
    throw conflict(LINK_ANSWERED, linkAnsweredConflict(answered.answer, answered.action, date));
  }
  call.log.info(
    { matchId: answered.matchId, party: answered.party, action: answered.action },
    'match link pressed again: answered as the first time',
  );
  return firstResult(answered);
}

/**
 * A party's answer, in one transaction: the atomic claim of the link, the party's other links for this
 * offer version spent, the match's new status, the admins' notices (and, on mutual approval, each party's
 * contact details to the other) and the log. Whatever fails undoes all of it, the claim included.
 *
 * Of presses of one link at once, the claim lets one through; the others wait on its row, find it spent once
 * it commits, and answer what it did (pressedAgain), as does any later press.
 */
export async function actOnLink(
  call: LinkCall,
  token: string,
  input: { comment?: string | null },
): Promise<LinkActionResult> {
  const hash = tokenHash(call.deps.config.SESSION_SECRET, token);
  if (!hash) throw linkInvalid();
  const { result, acted } = await call.deps.database.db.transaction(async (tx) => {
    const link = await claimLink(tx, hash);
    if (!link) return { result: await pressedAgain(tx, call, hash), acted: false };
    const comment =
      link.action === 'CHANGES' ? parseWith(changeRequestSchema, { comment: input.comment }).comment : null;
    const { match, ...parties } = (await lockMatch(tx, link.matchId))!;
    const offer = await currentOffer(tx, match.id);
    const next = offer?.id === link.offerId ? nextStatus(match.status, link.party, link.action) : null;
    if (!next) throw linkInvalid();

    await spendPartyLinks(tx, link.offerId, link.party);
    await tx
      .update(matches)
      .set({ status: next, ...stamps(next, link.party, comment) })
      .where(eq(matches.id, match.id));

    const actor = contactOf(parties, link.party);
    for (const admin of await adminRecipients(tx)) {
      await enqueueEmail(
        tx,
        matchActionNoticeMail({
          to: admin,
          actor,
          party: link.party,
          action: link.action,
          teamName: parties.team.name,
          businessName: parties.business.businessName,
          status: next,
          comment,
          appUrl: call.appUrl,
        }),
      );
    }
    if (link.action !== 'ACCEPT') {
      await enqueueEmail(
        tx,
        matchAnswerNoticeMail({
          to: contactOf(parties, otherParty(link.party)),
          actor,
          action: link.action,
          replyTo: await matchAdminAddress(tx, call.deps, match.createdBy),
        }),
      );
    }
    if (next === 'APPROVED') {
      for (const party of MATCH_PARTIES) {
        const partnerParty = otherParty(party);
        await enqueueEmail(
          tx,
          matchApprovedMail({
            to: contactOf(parties, party),
            partner: contactOf(parties, partnerParty),
            partnerParty,
          }),
        );
      }
    }
    await audit(tx, call.log, {
      action: 'MATCH_ACTION',
      comment: `${MATCH_PARTY_LABELS[link.party]} ${actor.name} answered ${link.action}: match now ${matchStatusLabel(next)}`,
      data: {
        matchId: match.id,
        party: link.party,
        action: link.action,
        status: next,
        offerVersion: offer!.version,
        ...(comment ? { comment } : {}),
      },
      ip: call.ip,
      requestId: call.requestId,
    });
    const status = next === 'APPROVED' ? MUTUAL_APPROVED : next;
    return {
      result: { status, party: link.party, action: link.action } satisfies LinkActionResult,
      acted: true,
    };
  });
  if (acted) call.deps.mail?.kick();
  return result;
}
