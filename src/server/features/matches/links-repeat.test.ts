import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import {
  CUSTOM_OFFER,
  introducedToNewBusiness,
  type MatchWorld,
  matchRow,
  matchWorld,
  sendIntro,
  tokensMailedTo,
  worldState,
} from '../../../../tests/support/features/matches';
import { formatCalendarDate } from '../../../shared/dates';
import { LINK_INVALID } from '../../../shared/schemas/matches';
import { auditLogs, emailOutbox, emailTokens } from '../../db/schema';

/**
 * Issue 19: an email link pressed again, or opened again after it acted, says what was done. A second press
 * of the same link answers as the first and does nothing; another action of the same party is 409; only a
 * token that is not ours (or a link that expired or was replaced unused) stays Link Invalid.
 */

const t = await startTestApp();

let world: MatchWorld;
beforeAll(async () => {
  world = await matchWorld(t);
});

const introduced = () => introducedToNewBusiness(t, world);

const view = (token: string) => t.client().get(`/api/cta/${token}`);
const act = (token: string, body: unknown = {}) => t.client().post(`/api/cta/${token}`, body);

/** The mails queued so far (this file's database has one admin, so one notice per answer). */
async function outboxRows() {
  return t.db.select().from(emailOutbox);
}

async function matchActions(matchId: string) {
  const log = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'MATCH_ACTION'));
  return log.filter((entry) => (entry.afterSnapshot as { matchId: string }).matchId === matchId);
}

/** The day a party answered, as the API writes it: the used_at of the link it pressed, in UTC. */
async function answeredOn(matchId: string, party: 'sponsor' | 'team') {
  const [row] = await t.db
    .select({ at: emailTokens.usedAt })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.matchId, matchId),
        eq(emailTokens.party, party),
        sql`${emailTokens.expiresAt} > ${emailTokens.usedAt}`,
      ),
    );
  return formatCalendarDate(row!.at!.toISOString());
}

describe('the same link pressed again, later', () => {
  it('ACCEPT twice: the second press answers 200 as the first, changes nothing and sends nothing', async () => {
    const { matchId, sponsor } = await introduced();
    const first = await act(sponsor.ACCEPT);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'SPONSOR_APPROVED', party: 'sponsor', action: 'ACCEPT' });

    const before = await worldState(t);
    const second = await act(sponsor.ACCEPT);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await worldState(t)).toEqual(before);
    expect(await matchActions(matchId)).toHaveLength(1);
  });

  it('answers the first result even after the match moved on: own approval, then the mutual one', async () => {
    const { matchId, sponsor, team } = await introduced();
    await act(sponsor.ACCEPT);
    const completing = await act(team.ACCEPT);
    expect(completing.body.status).toBe('MUTUAL_APPROVED');
    const approvedMails = (await outboxRows()).filter((m) => m.kind === 'match_approved').length;

    const before = await worldState(t);
    expect((await act(sponsor.ACCEPT)).body).toEqual({
      status: 'SPONSOR_APPROVED',
      party: 'sponsor',
      action: 'ACCEPT',
    });
    expect((await act(team.ACCEPT)).body).toEqual({
      status: 'MUTUAL_APPROVED',
      party: 'team',
      action: 'ACCEPT',
    });
    expect(await worldState(t)).toEqual(before);
    expect((await outboxRows()).filter((m) => m.kind === 'match_approved')).toHaveLength(approvedMails);
    expect((await matchRow(t, matchId)).status).toBe('APPROVED');
  });

  it('Submit on the change request twice: the first comment stays, one notice', async () => {
    const { matchId, team } = await introduced();
    const first = await act(team.CHANGES, { comment: 'Could the season start in April?' });
    expect(first.body).toEqual({ status: 'CHANGES_REQUESTED', party: 'team', action: 'CHANGES' });
    const before = await worldState(t);
    // Whatever the second form holds (a new comment, or none), it is the same press.
    for (const body of [{ comment: 'Actually, May.' }, {}]) {
      const again = await act(team.CHANGES, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await worldState(t)).toEqual(before);
    expect((await matchRow(t, matchId)).changeComment).toBe('Could the season start in April?');
  });

  it('REJECT twice answers REJECTED both times', async () => {
    const { sponsor } = await introduced();
    const first = await act(sponsor.REJECT);
    const second = await act(sponsor.REJECT);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual({ status: 'REJECTED', party: 'sponsor', action: 'REJECT' });
  });
});

describe('the same link pressed many times at once', () => {
  it('ACCEPT x 10 with Promise.all: ten identical 200s, one state change, one email', async () => {
    const { matchId, sponsor } = await introduced();
    const mailBefore = (await outboxRows()).length;
    const results = await Promise.all(Array.from({ length: 10 }, () => act(sponsor.ACCEPT)));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'SPONSOR_APPROVED', party: 'sponsor', action: 'ACCEPT' });
    }
    expect(await matchActions(matchId)).toHaveLength(1);
    const mails = (await outboxRows()).slice(mailBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'match_action', toEmail: world.adminEmail });
    expect((await matchRow(t, matchId)).status).toBe('SPONSOR_APPROVED');
  });

  it('Submit Request x 5 with Promise.all: one change request with one comment, one email to each', async () => {
    const { matchId, team } = await introduced();
    const mailBefore = (await outboxRows()).length;
    const comments = ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => `Request ${n}`);
    const results = await Promise.all(comments.map((comment) => act(team.CHANGES, { comment })));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'CHANGES_REQUESTED', party: 'team', action: 'CHANGES' });
    }
    expect(await matchActions(matchId)).toHaveLength(1);
    // The admin's notice and the other party's (issue 19: the business is told too), once each.
    expect((await outboxRows()).length - mailBefore).toBe(2);
    const row = await matchRow(t, matchId);
    expect(row.status).toBe('CHANGES_REQUESTED');
    expect(comments).toContain(row.changeComment);
  });

  it('both parties pressing ACCEPT twice at once: APPROVED once, one pair of contact mails', async () => {
    const { matchId, sponsor, team, business } = await introduced();
    const results = await Promise.all([
      act(sponsor.ACCEPT),
      act(team.ACCEPT),
      act(sponsor.ACCEPT),
      act(team.ACCEPT),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Each party's two presses answer alike; exactly one party's answer completed the approval.
    expect(results[2]!.body).toEqual(results[0]!.body);
    expect(results[3]!.body).toEqual(results[1]!.body);
    expect(
      [results[0]!.body.status, results[1]!.body.status].filter((s) => s === 'MUTUAL_APPROVED'),
    ).toHaveLength(1);
    expect((await matchRow(t, matchId)).status).toBe('APPROVED');
    expect(await matchActions(matchId)).toHaveLength(2);
    // Each party is sent the other's contacts once.
    const approved = (await outboxRows()).filter(
      (m) => m.kind === 'match_approved' && m.text.includes(business.businessName),
    );
    expect(approved.map((m) => m.toEmail).sort()).toEqual(
      [business.businessEmail, world.team.contactEmail].sort(),
    );
  });
});

describe('a link opened again after its party answered', () => {
  it('shows "You already accepted this introduction on {date}", on the pressed link and its siblings', async () => {
    const { matchId, sponsor } = await introduced();
    await act(sponsor.ACCEPT);
    const date = await answeredOn(matchId, 'sponsor');
    const before = await worldState(t);
    for (const token of [sponsor.ACCEPT, sponsor.REJECT, sponsor.CHANGES]) {
      const res = await view(token);
      expect(res.status).toBe(200);
      expect(res.body.answered).toEqual({
        action: 'ACCEPT',
        at: expect.any(String),
        message: `You already accepted this introduction on ${date}.`,
      });
      expect(res.body.answered.message).toMatch(
        /^You already accepted this introduction on \w{3} \d{1,2}, \d{4}\.$/,
      );
      // The page still knows the link and the offer it answered.
      expect(res.body).toMatchObject({ party: 'sponsor', offer: { version: 1, amountDisplay: '$1,500' } });
    }
    expect((await view(sponsor.REJECT)).body.action).toBe('REJECT');
    // Opening is still only reading.
    expect(await worldState(t)).toEqual(before);
  });

  it.each([
    ['REJECT', 'You already declined this introduction on'],
    ['CHANGES', 'You already asked for changes to this introduction on'],
  ] as const)('after %s: "%s {date}."', async (action, text) => {
    const { matchId, team } = await introduced();
    await act(team[action], { comment: 'Could the season start in April?' });
    const date = await answeredOn(matchId, 'team');
    for (const token of Object.values(team)) {
      const res = await view(token);
      expect(res.status).toBe(200);
      expect(res.body.answered).toMatchObject({ action, message: `${text} ${date}.` });
    }
  });

  it('a fresh, unanswered link has answered: null', async () => {
    const { sponsor } = await introduced();
    const res = await view(sponsor.ACCEPT);
    expect(res.status).toBe(200);
    expect(res.body.answered).toBeNull();
  });

  it('the answer of an earlier round is still shown after a new introduction; its unused links stay invalid', async () => {
    const { matchId, sponsor, team } = await introduced();
    await act(team.CHANGES, { comment: 'A lower amount, please.' });
    const revised = await world.admin.post(`/api/admin/matches/${matchId}/offers`, {
      ...CUSTOM_OFFER,
      amountCents: 120_000,
    });
    expect(revised.status).toBe(201);
    await sendIntro(world.admin, matchId);

    const old = await view(team.ACCEPT);
    expect(old.status).toBe(200);
    expect(old.body.answered.action).toBe('CHANGES');
    expect(old.body.offer.version).toBe(1);
    expect((await act(team.CHANGES, { comment: 'Again' })).body.status).toBe('CHANGES_REQUESTED');
    // The new round is answered as usual, and the sponsor's unused first-round link opens nothing.
    const fresh = await tokensMailedTo(t, world.team.contactEmail);
    expect((await view(fresh.ACCEPT)).body).toMatchObject({ answered: null, offer: { version: 2 } });
    expect((await act(fresh.ACCEPT)).body.status).toBe('TEAM_APPROVED');
    expect((await view(sponsor.ACCEPT)).status).toBe(404);
  });
});

describe('another action after the party answered', () => {
  it.each([
    [
      'ACCEPT',
      'REJECT',
      'You already accepted this introduction on {date}, so it can no longer be declined.',
    ],
    [
      'ACCEPT',
      'CHANGES',
      'You already accepted this introduction on {date}, so you can no longer ask for changes to it.',
    ],
    [
      'REJECT',
      'ACCEPT',
      'You already declined this introduction on {date}, so it can no longer be accepted.',
    ],
    [
      'CHANGES',
      'ACCEPT',
      'You already asked for changes to this introduction on {date}, so it can no longer be accepted.',
    ],
  ] as const)(
    '%s, then %s: 409 LINK_ANSWERED saying what was done, nothing changes',
    async (done, next, text) => {
      const { matchId, sponsor } = await introduced();
      expect((await act(sponsor[done], { comment: 'A banner at home games.' })).status).toBe(200);
      const date = await answeredOn(matchId, 'sponsor');
      const before = await worldState(t);
      const res = await act(sponsor[next], { comment: 'Changed my mind.' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('LINK_ANSWERED');
      expect(res.body.error.message).toBe(
        `${text.replace('{date}', date)} To change your answer, please contact support.`,
      );
      expect(await worldState(t)).toEqual(before);
    },
  );
});

describe('only a token that is not ours stays invalid', () => {
  it('an unknown, well-formed token: 404 Link Invalid on GET and POST', async () => {
    const forged = 'c29tZXRoaW5nLXVua25vd24tYnV0LXdlbGwtZm9ybWVkLXRva2Vu-ACCEPT';
    for (const res of [await view(forged), await act(forged)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'LINK_INVALID', message: LINK_INVALID });
    }
  });

  it('a real token with one character changed: 404 Link Invalid', async () => {
    const { sponsor } = await introduced();
    await act(sponsor.ACCEPT);
    const first = sponsor.ACCEPT[0] === 'A' ? 'B' : 'A';
    const forged = `${first}${sponsor.ACCEPT.slice(1)}`;
    expect((await view(forged)).status).toBe(404);
    expect((await act(forged)).status).toBe(404);
  });
});
