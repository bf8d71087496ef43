import { count, eq } from 'drizzle-orm';
import {
  emailOutbox,
  paymentEvents,
  playerDonations,
  sandboxCheckoutSessions,
  type teams,
} from '../../../src/server/db/schema';
import type { TestApp } from '../app';
import { createPlayer, teamOwner } from '../factories';
import { mailTo } from './payments';

let address = 0;

/** A caller from an address of its own (the apps in these tests trust X-Forwarded-For), unless one is given. */
export function fromAddress(ip = `198.51.100.${(address++ % 250) + 1}`) {
  return { 'x-forwarded-for': ip };
}

/**
 * A team that may take gifts (approved, its owner's email confirmed, unless `team` says otherwise) and one
 * player on it.
 */
export async function donationWorld(t: TestApp, team: Partial<typeof teams.$inferInsert> = {}) {
  const owner = await teamOwner(t, {
    verificationStatus: 'approved',
    name: 'Rose City Strikers',
    sport: 'Soccer',
    ageGroup: 'Under 12',
    location: 'Portland, OR',
    ...team,
  });
  const player = await createPlayer(t, owner.team, { playerName: 'Ava Martinez', jerseyNumber: 7 });
  return { owner, team: owner.team, player };
}

/** A valid checkout body for `playerId`; `overrides` changes any field. */
export function gift(playerId: string, overrides: Record<string, unknown> = {}) {
  return { playerId, amount: 1000, isRecurring: false, ...overrides };
}

/** Starts a donation checkout, signed out, from a fresh address unless `headers` says otherwise. */
export function donate(t: TestApp, body: unknown, headers: Record<string, string> = fromAddress()) {
  return t.client().post('/api/donations/checkout', body, headers);
}

/** The sandbox session id in a checkout url (/sandbox/checkout/{id}). */
export const sessionOf = (url: string) => url.split('/').pop()!;

/** Presses a button on the sandbox checkout page, signed out, as a donor does. */
export function sandbox(t: TestApp, url: string, action: 'pay' | 'decline' | 'cancel' = 'pay') {
  return t.client().post(`/api/payments/sandbox/sessions/${sessionOf(url)}/${action}`);
}

/** Gives through the sandbox, start to finish; returns the checkout's answer. */
export async function giveInSandbox(t: TestApp, body: unknown) {
  const res = await donate(t, body);
  if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  const paid = await sandbox(t, res.body.url);
  if (paid.status !== 200) throw new Error(`sandbox pay failed: ${JSON.stringify(paid.body)}`);
  return res.body as { url: string; donationId: string };
}

export async function donationRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(playerDonations).where(eq(playerDonations.id, id));
  return row!;
}

/** The rows of a monthly donation: the first one and its renewals. */
export function monthsOf(t: TestApp, firstId: string) {
  return t.db.select().from(playerDonations).where(eq(playerDonations.renewsDonationId, firstId));
}

/** Row counts of everything a checkout and fulfilment write, to prove a refused request wrote nothing. */
export async function donationCounts(t: TestApp) {
  const [d, e, m, s] = await Promise.all([
    t.db.select({ n: count() }).from(playerDonations),
    t.db.select({ n: count() }).from(paymentEvents),
    t.db.select({ n: count() }).from(emailOutbox),
    t.db.select({ n: count() }).from(sandboxCheckoutSessions),
  ]);
  return { donations: d[0]!.n, events: e[0]!.n, mail: m[0]!.n, sessions: s[0]!.n };
}

/** The cancel link's token, read from the donor's newest receipt. */
export async function cancelTokenFrom(t: TestApp, email: string) {
  const mails = await mailTo(t, email);
  const link = mails
    .map((mail) => mail.text.match(/http:\/\/homefield\.test\/donations\/cancel\?\S+/)?.[0])
    .filter(Boolean)
    .pop();
  if (!link) throw new Error(`no cancel link mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}
