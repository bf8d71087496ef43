import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { PAID_DONATION_STATUSES } from '../../../shared/constants';
import {
  GIVING_LINK_EXPIRED,
  GIVING_LINK_INVALID,
  GIVING_LINK_MINUTES,
  GIVING_LINK_USED,
  GIVING_SESSION_HOURS,
  GIVING_SIGNED_OUT,
} from '../../../shared/schemas/giving';
import { audit } from '../../audit';
import { consumeAttempt, type RateLimitRule } from '../../auth/rate-limit';
import { secureCookie } from '../../auth/sessions';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppEnv, Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import { donorTokens, playerDonations } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { rateLimited } from '../auth/service';
import { givingLinkMail } from './mails';

/*
 * The donor's way in (docs/decisions/0041-donor-page.md): a link mailed to the address gifts were made
 * from, single-use and good for an hour, opens a browser session on that address (its own cookie, sent only
 * to /api/giving). A user account's session grants nothing here, nor a donor's anything elsewhere.
 */

const COOKIE = 'hf_donor';
const COOKIE_PATH = '/api/giving';
/** As the password reset's: the same answer, no sooner, whether the address gave or not. */
const ANSWER_MS = 250;
/** How long a used link still answers with the session it opened. */
const REPEAT_SECONDS = 60;
const PER_ADDRESS: RateLimitRule = { attempts: 3, windowMinutes: 60 };
const PER_IP: RateLimitRule = { attempts: 20, windowMinutes: 60 };

const liveToken = (kind: 'link' | 'session') =>
  and(eq(donorTokens.kind, kind), isNull(donorTokens.usedAt), gt(donorTokens.expiresAt, sql`now()`));

/** Paid gifts made from `email` (lower-cased), by the index on lower(donor_email). */
export const givenFrom = (email: string) =>
  and(
    sql`lower(${playerDonations.donorEmail}) = ${email}`,
    inArray(playerDonations.status, [...PAID_DONATION_STATUSES]),
  );

/** Mails a link when the address has given; the answer says nothing about which. */
export async function requestGivingLink(deps: Deps, email: string, meta: RequestMeta): Promise<void> {
  const started = performance.now();
  const { db } = deps.database;
  for (const [key, rule] of [
    [`giving-ip:${meta.ip}`, PER_IP],
    [`giving-email:${email}`, PER_ADDRESS],
  ] as const) {
    const decision = await consumeAttempt(db, key, rule);
    if (!decision.allowed) {
      await audit(db, meta.log, {
        action: 'AUTH_RATE_LIMITED',
        comment: 'Too many giving page links asked for',
        data: { email },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      throw rateLimited(
        decision.minutesLeft,
        'We have already sent several links to this address: the newest one in your inbox works.',
      );
    }
  }
  const token = randomToken();
  const sent = await db.transaction(async (tx) => {
    const [gave] = await tx
      .select({ id: playerDonations.id })
      .from(playerDonations)
      .where(givenFrom(email))
      .limit(1);
    if (!gave) return false;
    // The newest link is the one that works: a forwarded older mail opens nothing.
    await tx
      .update(donorTokens)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(donorTokens.email, email), liveToken('link')));
    await tx.insert(donorTokens).values({
      tokenHash: hashToken(deps.config.SESSION_SECRET, token),
      kind: 'link',
      email,
      expiresAt: sql`now() + make_interval(mins => ${GIVING_LINK_MINUTES})`,
    });
    await enqueueEmail(
      tx,
      givingLinkMail({ to: email, link: `${meta.appUrl}/giving?token=${encodeURIComponent(token)}` }),
    );
    return true;
  });
  if (sent) deps.mail?.kick();
  await sleep(Math.max(0, ANSWER_MS - (performance.now() - started)));
}

const LINK_ERRORS = {
  unknown: new AppError(400, 'LINK_INVALID', GIVING_LINK_INVALID),
  expired: new AppError(400, 'LINK_EXPIRED', GIVING_LINK_EXPIRED),
  used: new AppError(409, 'LINK_USED', GIVING_LINK_USED),
};

/**
 * Spends the link and opens a session on its address. The same link sent again within REPEAT_SECONDS (a
 * double press, a retry after a timeout) answers as the first did; after that it is used.
 */
export async function openGivingSession(c: Context<AppEnv>, token: string): Promise<{ email: string }> {
  const { deps } = c.var;
  const { db } = deps.database;
  const tokenHash = hashToken(deps.config.SESSION_SECRET, token);
  // Named by the link, so a double press or a retry just after finds the session the first press opened.
  const session = hashToken(deps.config.SESSION_SECRET, `giving-session:${token}`);
  const opened = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(donorTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(donorTokens.tokenHash, tokenHash), liveToken('link')))
      .returning({ email: donorTokens.email });
    if (!spent) return null;
    const [row] = await tx
      .insert(donorTokens)
      .values({
        tokenHash: hashToken(deps.config.SESSION_SECRET, session),
        kind: 'session',
        email: spent.email,
        expiresAt: sql`now() + make_interval(hours => ${GIVING_SESSION_HOURS})`,
      })
      .returning({ email: donorTokens.email, expiresAt: donorTokens.expiresAt });
    return row ?? null;
  });
  if (opened) return withCookie(c, session, opened);
  const [link] = await db
    .select({
      usedAt: donorTokens.usedAt,
      live: sql<boolean>`${donorTokens.expiresAt} > now()`,
      justUsed: sql<boolean>`${donorTokens.usedAt} > now() - make_interval(secs => ${REPEAT_SECONDS})`,
    })
    .from(donorTokens)
    .where(and(eq(donorTokens.tokenHash, tokenHash), eq(donorTokens.kind, 'link')));
  if (!link) throw LINK_ERRORS.unknown;
  if (!link.usedAt) throw LINK_ERRORS.expired;
  if (link.justUsed) {
    const [again] = await db
      .select({ email: donorTokens.email, expiresAt: donorTokens.expiresAt })
      .from(donorTokens)
      .where(
        and(eq(donorTokens.tokenHash, hashToken(deps.config.SESSION_SECRET, session)), liveToken('session')),
      );
    if (again) return withCookie(c, session, again);
  }
  throw LINK_ERRORS.used;
}

function withCookie(c: Context<AppEnv>, session: string, opened: { email: string; expiresAt: Date }) {
  setCookie(c, COOKIE, session, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookie(c),
    path: COOKIE_PATH,
    expires: opened.expiresAt,
  });
  return { email: opened.email };
}

/** The address of a giving session's cookie, or null. */
async function donorOf(deps: Deps, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const [session] = await deps.database.db
    .select({ email: donorTokens.email })
    .from(donorTokens)
    .where(
      and(eq(donorTokens.tokenHash, hashToken(deps.config.SESSION_SECRET, token)), liveToken('session')),
    );
  return session?.email ?? null;
}

/** Ends the browser's giving session; pressing it twice, or without one, is fine. */
export async function closeGivingSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, COOKIE);
  if (token) {
    await c.var.deps.database.db
      .update(donorTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(donorTokens.tokenHash, hashToken(c.var.deps.config.SESSION_SECRET, token)));
  }
  deleteCookie(c, COOKIE, { path: COOKIE_PATH, secure: secureCookie(c) });
}

type DonorEnv = AppEnv & { Variables: AppEnv['Variables'] & { donorEmail: string } };

/** Routes of the giving page: 401 without a live giving session (a user's session is not one). */
export const requireDonor = createMiddleware<DonorEnv>(async (c, next) => {
  const email = await donorOf(c.var.deps, getCookie(c, COOKIE));
  if (!email) throw new AppError(401, 'UNAUTHORIZED', GIVING_SIGNED_OUT);
  c.set('donorEmail', email);
  await next();
});
