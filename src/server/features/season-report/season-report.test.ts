import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { createPlayer, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { recordGift, recordSponsorship } from '../../../../tests/support/features/leaderboard';
import { pdfText } from '../../../../tests/support/receipts';
import type { SeasonReport } from '../../../shared/schemas/season-report';
import { emailAttachments, emailOutbox, manualSponsors, teamSeasons, type teams } from '../../db/schema';
import { attachmentsOf } from '../../email/outbox';
import { seasonReportJob } from './job';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

/** Every test runs on 2 July 2026, two days after the Mar 1 – Jun 30 season below ended. */
const NOW = new Date('2026-07-02T09:00:00Z');
beforeEach(() => {
  t.deps.clock = { now: () => NOW };
});

const at = (day: string) => new Date(`${day}T15:00:00Z`);
const SEASON = { seasonStartDate: '2026-03-01', seasonEndDate: '2026-06-30' };

async function recordManual(teamId: string, companyName: string, amountSponsored: number, day: string) {
  await t.db.insert(manualSponsors).values({
    teamId,
    companyName,
    companyAddress: '9 Oak St, Portland, OR',
    companyType: 'restaurant',
    contactName: 'Pat Hand',
    contactEmail: 'pat@example.com',
    amountSponsored,
    sponsorshipGoals: ['Community visibility'],
    createdAt: at(day),
  });
}

/** The team rolled its last season over on Feb 28, 2026 at 20:00 UTC: what came in before counted there. */
const LAST_ROLLOVER = new Date('2026-02-28T20:00:00Z');

/**
 * A season with money of every kind, and money that must not count: unpaid, refunded, failed, and paid
 * in the season before (before the team's last rollover, unless `rolledOver` is false).
 */
async function seasonWorld(overrides: Partial<typeof teams.$inferInsert> = SEASON, rolledOver = true) {
  const owner = await teamOwner(t, { name: 'Riverside Hawks', ...overrides });
  const { team } = owner;
  if (rolledOver) {
    await t.db.insert(teamSeasons).values({
      teamId: team.id,
      startDate: '2025-09-01',
      endDate: '2026-02-15',
      report: {} as SeasonReport,
      archivedAt: LAST_ROLLOVER,
    });
  }
  const ava = await createPlayer(t, team, { playerName: 'Ava Chen', jerseyNumber: 7 });
  const ben = await createPlayer(t, team, { playerName: 'Ben Ode', jerseyNumber: 9 });
  const cal = await createPlayer(t, team, { playerName: 'Cal Quiet', jerseyNumber: 3 });
  const paid = (day: string) => ({ paidAt: at(day), createdAt: at(day) });
  await recordSponsorship(t, team.id, {
    businessName: 'Acme Hardware',
    tierName: 'Gold',
    amount: 50_000,
    creditedPlayerId: ava.id,
    ...paid('2026-03-10'),
  });
  await recordSponsorship(t, team.id, {
    businessName: 'Blue Cafe',
    tierName: 'Silver',
    amount: 20_000,
    status: 'completed',
    ...paid('2026-04-05'),
  });
  // Not counted: an open checkout, a refund, and sponsorships paid last season (before the rollover).
  await recordSponsorship(t, team.id, { status: 'pending', paymentStatus: 'pending', amount: 1_111 });
  await recordSponsorship(t, team.id, { status: 'cancelled', amount: 2_222, ...paid('2026-04-06') });
  await recordSponsorship(t, team.id, { amount: 3_333, ...paid('2026-02-28') });
  await recordSponsorship(t, team.id, { amount: 4_444, ...paid('2026-02-27') });
  await recordManual(team.id, 'Corner Bakery', 25_000, '2026-05-01');
  await recordManual(team.id, 'Last Year Diner', 5_555, '2025-05-01');
  await recordGift(t, ava, {
    amount: 1_000,
    donorName: 'Gran Chen',
    showName: true,
    donorEmail: 'gran@example.com',
    ...paid('2026-03-15'),
  });
  await recordGift(t, ben, {
    amount: 2_500,
    donorName: 'Secret Uncle',
    showName: false,
    ...paid('2026-04-20'),
  });
  await recordGift(t, ben, { amount: 9_999, status: 'failed', paidAt: null, createdAt: at('2026-04-21') });
  await recordGift(t, ben, { amount: 6_666, ...paid('2026-02-27') });
  // A gift to a player the team has since removed: counted under 'Removed players', its copy of the name unshown.
  await recordGift(
    t,
    { id: null as unknown as string, teamId: team.id, playerName: 'Dee Gone' },
    {
      amount: 500,
      ...paid('2026-05-02'),
    },
  );
  return { ...owner, ava, ben, cal };
}

const path = (teamId: string, suffix = '') => `/api/teams/${teamId}/season-report${suffix}`;

/** The PDF's bytes (TestClient reads bodies as text). */
async function pdfOf(client: TestClient, teamId: string) {
  const response = await t.app.request(`http://homefield.test${path(teamId, '.pdf')}`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { response, pdf: Buffer.from(await response.arrayBuffer()) };
}

describe('who may read a season report', () => {
  const suffixes = ['', '.pdf', '.csv'];

  it('answers an anonymous caller 401', async () => {
    const { team } = await teamOwner(t, SEASON);
    for (const suffix of suffixes) {
      const res = await t.client().get(path(team.id, suffix));
      expect(res.status, suffix).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers another team, a business and an admin 404, naming nothing', async () => {
    const w = await seasonWorld();
    const strangers = [
      (await teamOwner(t)).client,
      (await signedInClient(t, { roles: ['business'] })).client,
      (await signedInClient(t, { roles: ['admin'] })).client,
    ];
    for (const client of strangers) {
      for (const suffix of suffixes) {
        const res = await client.get(path(w.team.id, suffix));
        expect(res.status, suffix).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain('Acme');
      }
    }
    expect((await w.client.get(path('not-a-uuid'))).status).toBe(404);
  });

  it("lets the team's owner download the PDF and the CSV as files", async () => {
    const w = await seasonWorld();
    const { response, pdf } = await pdfOf(w.client, w.team.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Homefield-season-report-2026-06-30.pdf"',
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await w.client.get(path(w.team.id, '.csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="Homefield-season-report-2026-06-30.csv"',
    );
  });
});

describe('the figures', () => {
  it('count paid money of the season only: sponsors, sponsors added by hand, donations, per player and per tier', async () => {
    const w = await seasonWorld();
    const res = await w.client.get(path(w.team.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      period: { start: '2026-03-01', end: '2026-06-30', label: 'Mar 1, 2026 – Jun 30, 2026' },
      raised: {
        totalCents: 99_000,
        sponsorshipsCents: 70_000,
        manualSponsorsCents: 25_000,
        donationsCents: 4_000,
      },
      sponsorCount: 3,
      donationCount: 3,
      overTime: [
        { month: '2026-03', raisedCents: 51_000, cumulativeCents: 51_000 },
        { month: '2026-04', raisedCents: 22_500, cumulativeCents: 73_500 },
        { month: '2026-05', raisedCents: 25_500, cumulativeCents: 99_000 },
        { month: '2026-06', raisedCents: 0, cumulativeCents: 99_000 },
      ],
      byTier: [
        { tier: 'Gold', sponsors: 1, cents: 50_000 },
        { tier: 'Added by hand', sponsors: 1, cents: 25_000 },
        { tier: 'Silver', sponsors: 1, cents: 20_000 },
      ],
      byPlayer: [
        {
          playerId: w.ava.id,
          name: 'Ava C.',
          donationsCents: 1_000,
          sponsorshipsCents: 50_000,
          totalCents: 51_000,
          unattributed: false,
        },
        {
          playerId: w.ben.id,
          name: 'Ben O.',
          donationsCents: 2_500,
          sponsorshipsCents: 0,
          totalCents: 2_500,
          unattributed: false,
        },
        {
          playerId: null,
          name: 'Removed players',
          donationsCents: 500,
          sponsorshipsCents: 0,
          totalCents: 500,
          unattributed: false,
        },
        {
          playerId: w.cal.id,
          name: 'Cal Q.',
          donationsCents: 0,
          sponsorshipsCents: 0,
          totalCents: 0,
          unattributed: false,
        },
        {
          playerId: null,
          name: 'Not credited to a player',
          donationsCents: 0,
          sponsorshipsCents: 45_000,
          totalCents: 45_000,
          unattributed: true,
        },
      ],
    });
    const perPlayer = res.body.byPlayer.reduce(
      (sum: number, p: { totalCents: number }) => sum + p.totalCents,
      0,
    );
    expect(perPlayer).toBe(res.body.raised.totalCents);
  });

  it("without season dates covers all time, and equals the dashboard's Total Raised", async () => {
    const w = await seasonWorld({ seasonStartDate: null, seasonEndDate: null }, false);
    const summary = (await w.client.get(path(w.team.id))).body;
    const dashboard = (await w.client.get(`/api/teams/${w.team.id}/dashboard`)).body;
    expect(summary.period).toEqual({ start: null, end: null, label: 'All time' });
    expect(summary.raised).toEqual(dashboard.stats.raised);
    // Everything paid, whenever: never rolled over, there is no season before this one.
    expect(summary.raised.totalCents).toBe(99_000 + 3_333 + 4_444 + 5_555 + 6_666);
    expect(summary.overTime[0].month).toBe('2025-05');
    expect(summary.overTime.find((m: { month: string }) => m.month === '2026-02')).toEqual({
      month: '2026-02',
      raisedCents: 14_443,
      cumulativeCents: 19_998,
    });
    expect(summary.overTime.at(-1)).toEqual({ month: '2026-07', raisedCents: 0, cumulativeCents: 118_998 });
  });

  it('show an empty season as zeros, every player listed', async () => {
    const { client, team } = await teamOwner(t, {
      seasonStartDate: '2026-06-01',
      seasonEndDate: '2026-09-30',
    });
    await createPlayer(t, team, { playerName: 'Eli New' });
    const summary = (await client.get(path(team.id))).body;
    expect(summary.raised.totalCents).toBe(0);
    expect(summary.byTier).toEqual([]);
    expect(summary.byPlayer.map((p: { name: string; totalCents: number }) => [p.name, p.totalCents])).toEqual(
      [
        ['Eli N.', 0],
        ['Not credited to a player', 0],
      ],
    );
    // The season runs until September; the chart stops at this month (July).
    expect(summary.overTime.map((m: { month: string }) => m.month)).toEqual(['2026-06', '2026-07']);
  });
});

describe('the CSV', () => {
  it('lists every sponsor and donation, the totals, and names a donor only when they allowed it', async () => {
    const w = await seasonWorld();
    const csv: string = (await w.client.get(path(w.team.id, '.csv'))).body;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"Section","Date","Name","Tier","Player","Amount (USD)"');
    expect(lines).toContain('"Sponsor","2026-03-10","Acme Hardware","Gold","Ava C.","500.00"');
    expect(lines).toContain('"Sponsor","2026-04-05","Blue Cafe","Silver","","200.00"');
    expect(lines).toContain(
      '"Sponsor (added by hand)","2026-05-01","Corner Bakery","Added by hand","","250.00"',
    );
    expect(lines).toContain('"Donation","2026-03-15","Gran C.","","Ava C.","10.00"');
    expect(lines).toContain('"Donation","2026-04-20","Anonymous supporter","","Ben O.","25.00"');
    expect(lines).toContain('"Donation","2026-05-02","Anonymous supporter","","Removed players","5.00"');
    expect(lines).toContain('"Player total","","","","Ava C.","510.00"');
    expect(lines).toContain('"Player total","","","","Not credited to a player","450.00"');
    expect(lines).toContain('"Tier total","","1 sponsor","Gold","","500.00"');
    expect(lines).toContain('"Total raised","","Mar 1, 2026 – Jun 30, 2026","","","990.00"');
    expect(csv).not.toContain('Secret Uncle');
    expect(csv).not.toContain('gran@example.com');
    expect(csv).not.toContain('Last Year Diner');
    expect(lines.filter((line) => line.startsWith('"Sponsor'))).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('"Donation'))).toHaveLength(3);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { client, team } = await teamOwner(t, SEASON);
    const player = await createPlayer(t, team, { playerName: '-2+3' });
    await recordSponsorship(t, team.id, {
      businessName: '=HYPERLINK("http://evil.example","x")',
      tierName: '@SUM(A1)',
      paidAt: at('2026-03-02'),
    });
    await recordManual(team.id, '+cmd|calc', 10_000, '2026-03-03');
    await recordGift(t, player, { donorName: '-Minus Donor', showName: true, paidAt: at('2026-03-04') });
    const csv: string = (await client.get(path(team.id, '.csv'))).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`"'@SUM(A1)"`);
    expect(csv).toContain(`"'+cmd|calc"`);
    expect(csv).toContain(`"'-2+3"`);
    expect(csv).toContain(`"'-Minus D."`);
    // No cell anywhere starts with a formula character.
    const cells = csv.split('\r\n').flatMap((line) => line.match(/"(?:[^"]|"")*"/g) ?? []);
    expect(cells.length).toBeGreaterThan(20);
    expect(cells.filter((cell) => /^"[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('the PDF', () => {
  it('prints the team, the season, the totals, every sponsor and donation, and the chart figures', async () => {
    const w = await seasonWorld();
    const text = pdfText((await pdfOf(w.client, w.team.id)).pdf);
    for (const expected of [
      'Riverside Hawks',
      'SEASON REPORT',
      'Mar 1, 2026 – Jun 30, 2026',
      'TOTAL RAISED',
      '$990',
      '$700',
      '$250',
      '$40',
      'Raised over time',
      'Raised by tier',
      'Raised by player',
      'Acme Hardware',
      'Corner Bakery',
      'Gran C.',
      'Anonymous supporter',
      'Removed players',
      'Not credited to a player',
      '$510',
      '$450',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text.join('\n')).not.toContain('Secret Uncle');
    expect(text).toContain('Page 1 of 2');
  });
});

describe('the season-end job', () => {
  const reportsTo = (email: string) =>
    t.db
      .select({ id: emailOutbox.id, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, 'season_report')));

  it('emails the team manager the report once, with the PDF and the CSV; a second run sends nothing', async () => {
    const w = await seasonWorld();
    const job = seasonReportJob(t.deps);
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    const mails = await reportsTo(w.team.contactEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Riverside Hawks season report: $990 raised');
    expect(mails[0]!.text).toContain('Total raised: $990');
    // The PDF is stored as the report it is drawn from, and drawn when the mail goes out.
    const [stored] = await t.db
      .select({ content: emailAttachments.content, drawing: emailAttachments.drawing })
      .from(emailAttachments)
      .where(and(eq(emailAttachments.emailId, mails[0]!.id), eq(emailAttachments.position, 0)));
    expect(stored).toMatchObject({ content: null, drawing: { kind: 'season_report_pdf' } });
    const files = (await attachmentsOf(t.db, [mails[0]!.id], t.deps.attachmentDrawings)).get(mails[0]!.id)!;
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      ['Homefield-season-report-2026-06-30.pdf', 'application/pdf'],
      ['Homefield-season-report-2026-06-30.csv', 'text/csv'],
    ]);
    expect(pdfText(files[0]!.content)).toContain('$990');
    expect(files[1]!.content.toString('utf8')).toContain(
      '"Total raised","","Mar 1, 2026 – Jun 30, 2026","","","990.00"',
    );

    expect(await job.runOnce()).toBe(0);
    expect(await seasonReportJob(t.deps).runOnce()).toBe(0);
    expect(await reportsTo(w.team.contactEmail)).toHaveLength(1);
  });

  it('sends once when two instances run at the same moment', async () => {
    const { team } = await teamOwner(t, { seasonStartDate: '2026-01-01', seasonEndDate: '2026-07-01' });
    const sent = await Promise.all([seasonReportJob(t.deps).runOnce(), seasonReportJob(t.deps).runOnce()]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await reportsTo(team.contactEmail)).toHaveLength(1);
  });

  it('sends nothing for a season that has not ended, or ended long before the job ran', async () => {
    const today = await teamOwner(t, { seasonStartDate: '2026-03-01', seasonEndDate: '2026-07-02' });
    const later = await teamOwner(t, { seasonStartDate: '2026-03-01', seasonEndDate: '2026-12-31' });
    const undated = await teamOwner(t, { seasonStartDate: null, seasonEndDate: null });
    const old = await teamOwner(t, { seasonStartDate: '2025-03-01', seasonEndDate: '2025-06-30' });
    await seasonReportJob(t.deps).runOnce();
    for (const { team } of [today, later, undated, old]) {
      expect(await reportsTo(team.contactEmail), team.seasonEndDate ?? 'no dates').toHaveLength(0);
    }
    // The next day the season that ended today is reported.
    t.deps.clock = { now: () => new Date('2026-07-03T00:30:00Z') };
    await seasonReportJob(t.deps).runOnce();
    expect(await reportsTo(today.team.contactEmail)).toHaveLength(1);
    expect(await reportsTo(later.team.contactEmail)).toHaveLength(0);
  });
});
