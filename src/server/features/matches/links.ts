import { and, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EMAIL_ACTIONS,
  EMAIL_TOKEN_TTL_DAYS,
  type EmailAction,
  MATCH_PARTIES,
  type MatchParty,
} from '../../../shared/constants';
import { LINK_INVALID, MATCH_LIMITS } from '../../../shared/schemas/matches';
import { hashToken, randomToken } from '../../auth/tokens';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { emailTokens, matches } from '../../db/schema';

/*
 * The ACCEPT / REJECT / CHANGES links of a match. A token is 256 random bits plus '-ACTION'; only its
 * keyed hash is stored, so the table alone opens nothing.
 */

export type PartyLinks = Record<EmailAction, string>;

export const linkInvalid = () => new AppError(404, 'LINK_INVALID', LINK_INVALID);

/** The stored hash of a token, or null for a string that cannot be one of ours. */
export function tokenHash(secret: string, token: string): string | null {
  if (token.length === 0 || token.length > MATCH_LIMITS.tokenLength) return null;
  return hashToken(secret, token);
}

export function linkUrl(appUrl: string, token: string): string {
  return `${appUrl}/cta/${token}`;
}

/**
 * Three links per party for one offer version, valid for EMAIL_TOKEN_TTL_DAYS. Links sent earlier for the
 * match that are still unused stop working (expire now), so only the latest introduction can be answered.
 */
export async function issueLinks(
  tx: DbOrTx,
  secret: string,
  target: { matchId: string; offerId: string },
  appUrl: string,
): Promise<{ links: Record<MatchParty, PartyLinks>; expiresAt: Date }> {
  await tx
    .update(emailTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.matchId, target.matchId),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    );
  const issued = MATCH_PARTIES.flatMap((party) =>
    EMAIL_ACTIONS.map((action) => ({ party, action, token: `${randomToken()}-${action}` })),
  );
  const rows = await tx
    .insert(emailTokens)
    .values(
      issued.map(({ party, action, token }) => ({
        tokenHash: hashToken(secret, token),
        matchId: target.matchId,
        offerId: target.offerId,
        party,
        action,
        expiresAt: sql`now() + make_interval(days => ${EMAIL_TOKEN_TTL_DAYS})`,
      })),
    )
    .returning({ expiresAt: emailTokens.expiresAt });
  const links = {} as Record<MatchParty, PartyLinks>;
  for (const { party, action, token } of issued) {
    links[party] ??= {} as PartyLinks;
    links[party][action] = linkUrl(appUrl, token);
  }
  return { links, expiresAt: rows[0]!.expiresAt };
}

/** The token of this hash, while unused and unexpired. */
export function usableLink(hash: string): SQL {
  return and(
    eq(emailTokens.tokenHash, hash),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  )!;
}

/**
 * Spends a link: one conditional update, so of any number of presses at once exactly one gets the row.
 * Null when the token is unknown, used or expired.
 */
export async function claimLink(tx: DbOrTx, hash: string) {
  const [claimed] = await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(usableLink(hash))
    .returning({
      matchId: emailTokens.matchId,
      offerId: emailTokens.offerId,
      party: emailTokens.party,
      action: emailTokens.action,
    });
  return claimed ?? null;
}

/**
 * Using one link spends the party's other links for the same offer version: used and expired at the moment
 * of the answer. The pressed link keeps its expiry, so it alone has `expires_at > used_at`, and answeredLink
 * can tell which of the three acted.
 */
export async function spendPartyLinks(tx: DbOrTx, offerId: string, party: MatchParty): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()`, expiresAt: sql`now()` })
    .where(and(eq(emailTokens.offerId, offerId), eq(emailTokens.party, party), isNull(emailTokens.usedAt)));
}

const pressed = alias(emailTokens, 'pressed');

/** A spent link, and the answer its party gave with it or with another link of the same introduction. */
export interface AnsweredLink {
  matchId: string;
  party: MatchParty;
  /** The action of the link looked up. */
  action: EmailAction;
  /** What the party answered: the action of the link it pressed, and when. */
  answer: EmailAction;
  at: Date;
  /** The answer was the ACCEPT that completed the approval (the match's approved_at is its moment). */
  completedApproval: boolean;
}

/**
 * What the party of a spent link answered: of that party's links of the same introduction (offer version),
 * spent in the same transaction, the one pressed (see spendPartyLinks). Null for a token that is unknown,
 * never spent by an answer (expired or replaced unused), or spent before pressed links were told apart.
 */
export async function answeredLink(db: DbOrTx, hash: string): Promise<AnsweredLink | null> {
  const rows = await db
    .select({
      matchId: emailTokens.matchId,
      party: emailTokens.party,
      action: emailTokens.action,
      answer: pressed.action,
      at: pressed.usedAt,
      completedApproval: sql<boolean>`coalesce(${matches.approvedAt} = ${pressed.usedAt}, false)`,
    })
    .from(emailTokens)
    .innerJoin(
      pressed,
      and(
        eq(pressed.offerId, emailTokens.offerId),
        eq(pressed.party, emailTokens.party),
        eq(pressed.usedAt, emailTokens.usedAt),
        gt(pressed.expiresAt, pressed.usedAt),
      ),
    )
    .innerJoin(matches, eq(matches.id, emailTokens.matchId))
    .where(and(eq(emailTokens.tokenHash, hash), isNotNull(emailTokens.usedAt)));
  const [row] = rows;
  if (rows.length !== 1 || !row?.at) return null;
  return { ...row, at: row.at };
}
