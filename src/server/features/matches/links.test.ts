import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { createBusiness, createUser } from '../../../../tests/support/factories';
import {
  introducedMatch,
  type MatchWorld,
  matchRow,
  matchWorld,
  type PartyTokens,
  worldState,
} from '../../../../tests/support/features/matches';
import {
  EMAIL_ACTIONS,
  type EmailAction,
  MATCH_PARTIES,
  MATCH_STATUSES,
  type MatchParty,
  type MatchStatus,
} from '../../../shared/constants';
import { CHANGES_COMMENT_REQUIRED, LINK_INVALID, MATCH_LIMITS } from '../../../shared/schemas/matches';
import { auditLogs, emailOutbox, emailTokens, userRoles } from '../../db/schema';
import { nextStatus } from './service';

/** The parties' side: GET /api/cta/:token shows, POST /api/cta/:token acts, once. */

const t = await startTestApp();

let world: MatchWorld;
beforeAll(async () => {
  world = await matchWorld(t);
});

/** A fresh match between the world's team and a new business, introduced; each party's tokens. */
async function introduced() {
  const owner = await createUser(t, { roles: ['business'] });
  const business = await createBusiness(t, owner.id, {
    contactName: 'Casey Baker',
    phoneNumber: '5035550199',
  });
  const match = await introducedMatch(t, { ...world, business });
  return { ...match, business };
}

const view = (token: string) => t.client().get(`/api/cta/${token}`);
const act = (token: string, body: unknown = {}) => t.client().post(`/api/cta/${token}`, body);

/** A spent link: GET shows the party's answer; a press of another action is 409 saying what was done. */
async function expectAnswered(token: string, answer: EmailAction) {
  const res = await view(token);
  expect(res.status).toBe(200);
  expect(res.body.answered).toMatchObject({ action: answer });
  if (!token.endsWith(`-${answer}`)) {
    const press = await act(token, { comment: 'Anything' });
    expect(press.status).toBe(409);
    expect(press.body.error.code).toBe('LINK_ANSWERED');
  }
}

async function expectInvalid(token: string) {
  for (const res of [await view(token), await act(token, { comment: 'Anything' })]) {
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'LINK_INVALID', message: LINK_INVALID });
  }
}

describe('the state machine', () => {
  const OPEN = ['INTRO_SENT', 'SPONSOR_APPROVED', 'TEAM_APPROVED'] as const;
  /** Every allowed transition; any other status, party and action is refused. */
  const ALLOWED: [MatchStatus, MatchParty, EmailAction, MatchStatus][] = [
    ['INTRO_SENT', 'sponsor', 'ACCEPT', 'SPONSOR_APPROVED'],
    ['INTRO_SENT', 'team', 'ACCEPT', 'TEAM_APPROVED'],
    ['TEAM_APPROVED', 'sponsor', 'ACCEPT', 'APPROVED'],
    ['SPONSOR_APPROVED', 'team', 'ACCEPT', 'APPROVED'],
    ...OPEN.flatMap((status) =>
      MATCH_PARTIES.flatMap((party) => [
        [status, party, 'REJECT', 'REJECTED'] as [MatchStatus, MatchParty, EmailAction, MatchStatus],
        [status, party, 'CHANGES', 'CHANGES_REQUESTED'] as [
          MatchStatus,
          MatchParty,
          EmailAction,
          MatchStatus,
        ],
      ]),
    ),
  ];
  const cases = MATCH_STATUSES.flatMap((status) =>
    MATCH_PARTIES.flatMap((party) =>
      EMAIL_ACTIONS.map((action) => {
        const allowed = ALLOWED.find(([s, p, a]) => s === status && p === party && a === action);
        return [status, party, action, allowed?.[3] ?? null] as const;
      }),
    ),
  );

  it.each(cases)('%s + %s %s -> %s', (status, party, action, next) => {
    expect(nextStatus(status, party, action)).toBe(next);
  });
});

describe('GET /api/cta/:token', () => {
  it('shows the sponsor, the team, the offer and the action, and changes nothing', async () => {
    const { sponsor, team } = await introduced();
    const before = await worldState(t);
    const res = await view(sponsor.CHANGES);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      action: 'CHANGES',
      party: 'sponsor',
      sponsor: { contactName: 'Casey Baker' },
      team: { name: 'Riverside Rockets', coachName: 'Coach Test' },
      offer: {
        version: 1,
        tierSelected: 'Custom',
        amountDisplay: '$1,500',
        seasonStart: '2026-03-01',
        seasonEnd: '2026-08-31',
        deliverables: ['Logo on jerseys', 'Two social posts'],
      },
    });
    // No contact details before both approve.
    expect(JSON.stringify(res.body)).not.toMatch(/@|5035550/);
    expect((await view(team.ACCEPT)).body.party).toBe('team');
    await view(sponsor.ACCEPT);
    expect(await worldState(t)).toEqual(before);
  });

  it.each([
    ['an unknown token', 'c29tZXRoaW5nLXVua25vd24tYnV0LXdlbGwtZm9ybWVkLXRva2Vu-ACCEPT'],
    ['a token too long to be ours', `${'a'.repeat(MATCH_LIMITS.tokenLength)}-ACCEPT`],
  ])('answers %s 404 Link Invalid', async (_name, token) => {
    await expectInvalid(token);
  });

  it('refuses an expired link', async () => {
    const { matchId, sponsor } = await introduced();
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(emailTokens.matchId, matchId), eq(emailTokens.party, 'sponsor')));
    await expectInvalid(sponsor.ACCEPT);
    expect((await matchRow(t, matchId)).status).toBe('INTRO_SENT');
  });
});

describe('POST /api/cta/:token', () => {
  it('ACCEPT by the sponsor, then by the team: SPONSOR_APPROVED, then MUTUAL_APPROVED with contacts shared', async () => {
    const { matchId, sponsor, team, business } = await introduced();
    const first = await act(sponsor.ACCEPT);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'SPONSOR_APPROVED', party: 'sponsor', action: 'ACCEPT' });
    expect((await matchRow(t, matchId)).sponsorApprovedAt).not.toBeNull();
    // Using one link spends that party's other links: they now say what was done. The team's stay good.
    await expectAnswered(sponsor.REJECT, 'ACCEPT');
    await expectAnswered(sponsor.ACCEPT, 'ACCEPT');
    expect((await view(team.ACCEPT)).body.answered).toBeNull();

    const second = await act(team.ACCEPT);
    expect(second.body).toEqual({ status: 'MUTUAL_APPROVED', party: 'team', action: 'ACCEPT' });
    const row = await matchRow(t, matchId);
    expect(row).toMatchObject({ status: 'APPROVED' });
    expect(row.teamApprovedAt).not.toBeNull();
    expect(row.approvedAt).not.toBeNull();
    await expectAnswered(team.CHANGES, 'ACCEPT');

    // Each party now gets the other's contact details.
    const approved = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'match_approved'));
    const toTeam = approved.find(
      (m) => m.toEmail === world.team.contactEmail && m.text.includes(business.businessName),
    );
    const toSponsor = approved.find((m) => m.toEmail === business.businessEmail);
    expect(toTeam?.text).toContain(business.businessEmail);
    expect(toTeam?.text).toContain('5035550199');
    expect(toSponsor?.text).toContain(world.team.contactEmail);
    expect(toSponsor?.text).toContain('Coach Test');
    // The admin hears of each answer.
    const notices = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'match_action'), eq(emailOutbox.toEmail, world.adminEmail)));
    expect(notices.filter((m) => m.subject.includes(business.businessName)).length).toBeGreaterThanOrEqual(1);
    const log = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'MATCH_ACTION'));
    const mine = log.filter((entry) => (entry.afterSnapshot as { matchId: string }).matchId === matchId);
    expect(mine.map((entry) => (entry.afterSnapshot as { party: string }).party)).toEqual([
      'sponsor',
      'team',
    ]);
    expect(mine[0]!.actorId).toBeNull();
  });

  it('ACCEPT by the team first: TEAM_APPROVED, then the sponsor completes it', async () => {
    const { matchId, sponsor, team } = await introduced();
    expect((await act(team.ACCEPT)).body.status).toBe('TEAM_APPROVED');
    expect((await act(sponsor.ACCEPT)).body).toEqual({
      status: 'MUTUAL_APPROVED',
      party: 'sponsor',
      action: 'ACCEPT',
    });
    expect((await matchRow(t, matchId)).status).toBe('APPROVED');
  });

  it.each([
    ['the sponsor', 'sponsor', 'team'],
    ['the team', 'team', 'sponsor'],
  ] as const)(
    'REJECT by %s ends the match: REJECTED, and the other party can no longer answer',
    async (_n, by, other) => {
      const tokens = await introduced();
      const res = await act(tokens[by].REJECT);
      expect(res.body).toEqual({ status: 'REJECTED', party: by, action: 'REJECT' });
      expect(await matchRow(t, tokens.matchId)).toMatchObject({ status: 'REJECTED', rejectedBy: by });
      await expectInvalid((tokens[other] as PartyTokens).ACCEPT);
    },
  );

  it('REJECT after the other party approved still ends the match', async () => {
    const { matchId, sponsor, team } = await introduced();
    await act(sponsor.ACCEPT);
    expect((await act(team.REJECT)).body.status).toBe('REJECTED');
    expect((await matchRow(t, matchId)).rejectedBy).toBe('team');
  });

  it('CHANGES stores the comment and who asked, tells the admin, and closes the round', async () => {
    const { matchId, sponsor, team, business } = await introduced();
    const res = await act(team.CHANGES, { comment: '  Could the season start in April?  ' });
    expect(res.body).toEqual({ status: 'CHANGES_REQUESTED', party: 'team', action: 'CHANGES' });
    expect(await matchRow(t, matchId)).toMatchObject({
      status: 'CHANGES_REQUESTED',
      changesRequestedBy: 'team',
      changeComment: 'Could the season start in April?',
    });
    await expectInvalid(sponsor.ACCEPT);
    const [notice] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'match_action'), eq(emailOutbox.toEmail, world.adminEmail)))
      .orderBy(sql`${emailOutbox.createdAt} desc`)
      .limit(1);
    expect(notice!.text).toContain('Could the season start in April?');
    expect(notice!.text).toContain(business.businessName);
  });

  it.each([
    ['no comment', {}, CHANGES_COMMENT_REQUIRED],
    ['a blank comment', { comment: ' \n ' }, CHANGES_COMMENT_REQUIRED],
    ['a null comment', { comment: null }, CHANGES_COMMENT_REQUIRED],
    [
      'a comment over 1,000 characters',
      { comment: 'x'.repeat(MATCH_LIMITS.comment + 1) },
      'The comment must be at most 1,000 characters',
    ],
  ])('CHANGES with %s is refused (400), and the link still works', async (_name, body, message) => {
    const { team } = await introduced();
    const before = await worldState(t);
    const res = await act(team.CHANGES, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.comment).toEqual([message]);
    expect(await worldState(t)).toEqual(before);
    expect((await act(team.CHANGES, { comment: 'Fine, a smaller banner.' })).status).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"comment":', 'MALFORMED_JSON'],
    ['an unknown field', { comment: 'ok', status: 'APPROVED' }, 'VALIDATION_FAILED'],
    ['a comment that is not text', { comment: 42 }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400 and spends nothing', async (_name, body, code) => {
    const { sponsor } = await introduced();
    const before = await worldState(t);
    const res = await act(sponsor.ACCEPT, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await worldState(t)).toEqual(before);
  });

  it('acts once for 20 simultaneous presses of one link; all 20 get the same answer', async () => {
    const { matchId, sponsor } = await introduced();
    const mailBefore = await t.db.select({ id: emailOutbox.id }).from(emailOutbox);
    const results = await Promise.all(Array.from({ length: 20 }, () => act(sponsor.ACCEPT)));
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'SPONSOR_APPROVED', party: 'sponsor', action: 'ACCEPT' });
    }
    expect((await matchRow(t, matchId)).status).toBe('SPONSOR_APPROVED');
    const log = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'MATCH_ACTION'));
    expect(
      log.filter((entry) => (entry.afterSnapshot as { matchId: string }).matchId === matchId),
    ).toHaveLength(1);
    // One notice per admin, as for a single press.
    const admins = await t.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    const mailAfter = await t.db.select({ id: emailOutbox.id }).from(emailOutbox);
    expect(mailAfter.length - mailBefore.length).toBe(admins.length);
    const unused = await t.db
      .select()
      .from(emailTokens)
      .where(
        and(eq(emailTokens.matchId, matchId), eq(emailTokens.party, 'sponsor'), isNull(emailTokens.usedAt)),
      );
    expect(unused).toEqual([]);
  });

  it('two parties accepting at the same moment end APPROVED, reported MUTUAL_APPROVED once', async () => {
    const { matchId, sponsor, team } = await introduced();
    const [a, b] = await Promise.all([act(sponsor.ACCEPT), act(team.ACCEPT)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Either may land first: that one reports its own party's approval, the other the mutual one.
    const mutual = [a, b].filter((r) => r.body.status === 'MUTUAL_APPROVED');
    expect(mutual).toHaveLength(1);
    const first = a === mutual[0] ? b : a;
    expect(first.body.status).toBe(first.body.party === 'sponsor' ? 'SPONSOR_APPROVED' : 'TEAM_APPROVED');
    expect((await matchRow(t, matchId)).status).toBe('APPROVED');
  });
});

describe("the dashboards' match panels", () => {
  it('show each state, and the contact details only once both approved', async () => {
    const { matchId, sponsor, team, business } = await introduced();
    const teamPanel = async () =>
      (await world.owner.client.get(`/api/teams/${world.team.id}/matches`)).body.matches.find(
        (m: { matchId: string }) => m.matchId === matchId,
      );
    expect(await teamPanel()).toMatchObject({
      status: 'INTRO_SENT',
      amountDisplay: '$1,500',
      business: { contactName: null, businessEmail: null, phoneNumber: null },
    });
    await act(sponsor.ACCEPT);
    expect(await teamPanel()).toMatchObject({
      status: 'SPONSOR_APPROVED',
      business: { businessEmail: null },
    });
    await act(team.ACCEPT);
    const approved = await teamPanel();
    expect(approved).toMatchObject({
      status: 'APPROVED',
      business: {
        contactName: 'Casey Baker',
        businessEmail: business.businessEmail,
        phoneNumber: '5035550199',
      },
    });
    expect(approved.sponsorApprovedAt).not.toBeNull();
    expect(approved.teamApprovedAt).not.toBeNull();
  });

  it("show the business its matched team's contacts only after APPROVED", async () => {
    // The world's own business, whose owner is signed in.
    const { matchId, sponsor, team } = await introducedMatch(t, world);
    const panel = async () =>
      (await world.sponsor.client.get('/api/business/matches')).body.matches.find(
        (m: { matchId: string }) => m.matchId === matchId,
      );
    expect(await panel()).toMatchObject({
      status: 'INTRO_SENT',
      team: { name: 'Riverside Rockets', contactEmail: null, contactPhone: null },
    });
    await act(team.ACCEPT);
    expect(await panel()).toMatchObject({ status: 'TEAM_APPROVED', team: { contactEmail: null } });
    await act(sponsor.ACCEPT);
    expect(await panel()).toMatchObject({
      status: 'APPROVED',
      team: { contactEmail: world.team.contactEmail, contactPhone: '5035550111' },
    });
  });
});
