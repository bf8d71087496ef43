import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { businessOwner, createPlayer, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { checkout, sessionIdOf, sponsorWorld } from '../../../../tests/support/features/payments';
import { pdfText } from '../../../../tests/support/receipts';
import { receiptReference } from '../../../shared/schemas/payments';
import type { SeasonReport } from '../../../shared/schemas/season-report';
import {
  INVALID_STATEMENT_MONTH,
  INVALID_STATEMENT_SEASON,
  STATEMENT_ONE_PERIOD,
  STATEMENT_PERIOD_REQUIRED,
} from '../../../shared/schemas/statements';
import { ledgerEntries, teamSeasons } from '../../db/schema';

/*
 * The team's money statement (issue 20): who may download it, the query it takes, and what it says, from
 * real sandbox payments and refunds plus transfer and payout rows written as the payouts code writes them.
 */

let t: TestApp;
let now = new Date('2026-12-02T09:00:00Z');
const setNow = (iso: string) => {
  now = new Date(iso);
};
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = { now: () => now };
});

const path = (teamId: string, suffix: string, query = '') =>
  `/api/teams/${teamId}/${suffix}${query ? `?${query}` : ''}`;

/** The PDF's bytes (TestClient reads bodies as text). */
async function pdfOf(client: TestClient, teamId: string, query: string) {
  const response = await t.fetchRaw(path(teamId, 'statement.pdf', query), {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { response, pdf: Buffer.from(await response.arrayBuffer()) };
}

let moveSequence = 0;

/** A transfer, its reversal or a payout, as the payouts code records it (payments/ledger.ts recordMove). */
async function recordMove(
  teamId: string,
  kind: 'transfer' | 'transfer_reversal' | 'payout',
  amount: number,
  occurredAt: string,
  source: { sponsorshipId?: string; donationId?: string } = {},
) {
  moveSequence += 1;
  const providerRef = kind === 'payout' ? `po_test_${moveSequence}` : `tr_test_${moveSequence}`;
  await t.db.insert(ledgerEntries).values({
    entryKey: `${kind}:test:${moveSequence}`,
    teamId,
    kind,
    amount,
    sponsorshipId: source.sponsorshipId ?? null,
    donationId: source.donationId ?? null,
    provider: 'sandbox',
    providerRef,
    occurredAt: new Date(occurredAt),
  });
  return providerRef;
}

/** Gives through the sandbox at `iso`. */
async function giveAt(iso: string, playerId: string, overrides: Record<string, unknown> = {}) {
  setNow(iso);
  return (await giveInSandbox(t, gift(playerId, overrides))).donationId;
}

/**
 * Riverside Hawks' money: a $10 gift and a $5 transfer in October; in November a $400 Gold sponsorship by
 * Acme Bakery, a $25 gift to Maya Rivera with the fees covered and refunded by the coach five days later,
 * a $300 transfer, a $10 transfer reversal and a $250 payout.
 */
async function novemberWorld() {
  const world = await sponsorWorld(t, {
    team: { name: 'Riverside Hawks' },
    tier: { name: 'Gold', amount: 40_000 },
  });
  const acme = await businessOwner(t, { businessName: 'Acme Bakery' });
  const maya = await createPlayer(t, world.team, { playerName: 'Maya Rivera', jerseyNumber: 7 });
  const teamId = world.team.id;

  const october = await giveAt('2026-10-20T15:00:00Z', maya.id, { amount: 1_000 });
  await recordMove(teamId, 'transfer', 500, '2026-10-25T12:00:00Z', { donationId: october });

  setNow('2026-11-03T10:00:00Z');
  const started = await checkout(acme.client, teamId, world.tier.id);
  expect(started.status).toBe(201);
  const paid = await acme.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(started.body.url)}/pay`);
  expect(paid.status).toBe(200);
  const sponsorshipId = started.body.sponsorshipId as string;

  const giftId = await giveAt('2026-11-05T16:30:00Z', maya.id, { amount: 2_500, coverFees: true });
  setNow('2026-11-10T08:00:00Z');
  const refund = await world.owner.client.post(`/api/teams/${teamId}/gifts/${giftId}/refund`, {
    reason: 'Given twice',
  });
  expect(refund.status).toBe(201);

  await recordMove(teamId, 'transfer', 30_000, '2026-11-15T12:00:00Z', { sponsorshipId });
  await recordMove(teamId, 'transfer_reversal', -1_000, '2026-11-16T12:00:00Z', { sponsorshipId });
  const payoutId = await recordMove(teamId, 'payout', 25_000, '2026-11-18T12:00:00Z');
  setNow('2026-12-02T09:00:00Z');
  return { ...world, teamId, maya, sponsorshipId, giftId, payoutId };
}

/** The CSV's rows as arrays of cells, quotes taken off. */
function rowsOf(csv: string): string[][] {
  return csv
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
        m[1] !== undefined ? m[1].replaceAll('""', '"') : (m[2] ?? ''),
      ),
    );
}

/** Rows of one section, without the Section column. */
const section = (csv: string, name: string) =>
  rowsOf(csv)
    .filter((row) => row[0] === name)
    .map((row) => row.slice(1, 4));

describe('who may download a statement', () => {
  const suffixes = ['statement-periods', 'statement.csv?month=2026-11', 'statement.pdf?month=2026-11'];

  it('answers an anonymous caller 401', async () => {
    const { team } = await teamOwner(t);
    for (const suffix of suffixes) {
      const res = await t.client().get(`/api/teams/${team.id}/${suffix}`);
      expect(res.status, suffix).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers another team, a business and an admin 404, naming nothing', async () => {
    const owner = await teamOwner(t, { name: 'Secretive Otters' });
    await recordMove(owner.team.id, 'payout', 1_234, '2026-11-02T10:00:00Z');
    const strangers = [
      (await teamOwner(t)).client,
      (await signedInClient(t, { roles: ['business'] })).client,
      (await signedInClient(t, { roles: ['admin'] })).client,
    ];
    for (const client of strangers) {
      for (const suffix of suffixes) {
        const res = await client.get(`/api/teams/${owner.team.id}/${suffix}`);
        expect(res.status, suffix).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain('Otters');
      }
    }
    expect((await owner.client.get('/api/teams/not-a-uuid/statement-periods')).status).toBe(404);
    expect((await owner.client.get('/api/teams/not-a-uuid/statement.csv?month=2026-11')).status).toBe(404);
  });

  it("lets the team's owner download the CSV and the PDF as files", async () => {
    const owner = await teamOwner(t, { name: 'Harbor Herons' });
    await recordMove(owner.team.id, 'payout', 1_234, '2026-11-02T10:00:00Z');
    const csv = await owner.client.get(path(owner.team.id, 'statement.csv', 'month=2026-11'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="homefield-statement-${owner.team.slug}-2026-11.csv"`,
    );
    expect(csv.headers.get('cache-control')).toContain('no-store');
    const { response, pdf } = await pdfOf(owner.client, owner.team.id, 'month=2026-11');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="homefield-statement-${owner.team.slug}-2026-11.pdf"`,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the query', () => {
  it('takes exactly one of month and seasonId, each well formed, and says which field is wrong', async () => {
    const { client, team } = await teamOwner(t);
    const cases: [string, Record<string, string[]>][] = [
      ['', { month: [STATEMENT_PERIOD_REQUIRED], seasonId: [STATEMENT_PERIOD_REQUIRED] }],
      ['month=&seasonId=', { month: [STATEMENT_PERIOD_REQUIRED], seasonId: [STATEMENT_PERIOD_REQUIRED] }],
      ['month=2026-11&seasonId=current', { month: [STATEMENT_ONE_PERIOD], seasonId: [STATEMENT_ONE_PERIOD] }],
      ['month=2026-13', { month: [INVALID_STATEMENT_MONTH] }],
      ['month=2026-1', { month: [INVALID_STATEMENT_MONTH] }],
      ['month=0026-11', { month: [INVALID_STATEMENT_MONTH] }],
      ['month=November', { month: [INVALID_STATEMENT_MONTH] }],
      ['seasonId=last-year', { seasonId: [INVALID_STATEMENT_SEASON] }],
      ['month=2026-11&format=xlsx', { format: ['Unknown field'] }],
    ];
    for (const suffix of ['statement.csv', 'statement.pdf']) {
      for (const [query, fields] of cases) {
        const res = await client.get(path(team.id, suffix, query));
        expect(res.status, `${suffix}?${query}`).toBe(400);
        expect(res.body.error, `${suffix}?${query}`).toMatchObject({ code: 'VALIDATION_FAILED', fields });
        expect(typeof res.body.error.message).toBe('string');
      }
    }
  });

  it("answers a season that is not the team's 404", async () => {
    const mine = await teamOwner(t);
    const other = await teamOwner(t);
    const [theirs] = await t.db
      .insert(teamSeasons)
      .values({ teamId: other.team.id, endDate: '2026-02-28', report: {} as SeasonReport })
      .returning({ id: teamSeasons.id });
    for (const id of [theirs!.id, crypto.randomUUID()]) {
      const res = await mine.client.get(path(mine.team.id, 'statement.csv', `seasonId=${id}`));
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Season not found' });
    }
  });
});

describe('what a month says', () => {
  it('lists every entry of the month, oldest first, and sums them into the held balance', async () => {
    const w = await novemberWorld();
    const res = await w.owner.client.get(path(w.teamId, 'statement.csv', 'month=2026-11'));
    expect(res.status).toBe(200);
    const csv = res.body as string;
    const sponsorship = receiptReference(w.sponsorshipId);
    const gifted = receiptReference(w.giftId);

    expect(rowsOf(csv)[0]).toEqual(['Section', 'Date', 'Description', 'Amount (USD)']);
    expect(section(csv, 'Team')).toEqual([['', 'Riverside Hawks', '']]);
    expect(section(csv, 'Period')).toEqual([['', 'November 2026', '']]);
    expect(section(csv, 'From')).toEqual([['2026-11-01', '', '']]);
    expect(section(csv, 'To')).toEqual([['2026-11-30', '', '']]);
    expect(section(csv, 'Generated')).toEqual([['2026-12-02', '', '']]);
    // October: $10 gift less $0.59 processing and $0.50 fee = $8.91 earned, $5 transferred on: $3.91 held.
    // November: $400 sponsorship (-$11.90, -$40) and a $27.34 gift (-$1.09, -$1.25) refunded with its fee.
    expect(section(csv, 'Summary')).toEqual([
      ['', 'Opening balance held by Homefield', '3.91'],
      ['', 'Payments received (with fees covered by payers)', '427.34'],
      ['', 'Card processing fees', '-12.99'],
      ['', 'Homefield fees (net of fees returned)', '-40.00'],
      ['', 'Refunds', '-27.34'],
      ['', 'Disputes', '0.00'],
      ['', 'Net earned', '347.01'],
      ['', 'Transferred to your payout account', '290.00'],
      ['', 'Paid out to your bank', '250.00'],
      ['', 'Closing balance held by Homefield', '60.92'],
    ]);
    expect(section(csv, 'Entry')).toEqual([
      ['2026-11-03', `Sponsorship ${sponsorship} — Acme Bakery (Gold)`, '400.00'],
      ['2026-11-03', `Card processing ${sponsorship}`, '-11.90'],
      ['2026-11-03', `Homefield fee ${sponsorship}`, '-40.00'],
      ['2026-11-05', `Gift ${gifted} — for Maya R. (includes $2.34 added to cover the fees)`, '27.34'],
      ['2026-11-05', `Card processing ${gifted}`, '-1.09'],
      ['2026-11-05', `Homefield fee ${gifted}`, '-1.25'],
      ['2026-11-10', `Refund ${gifted} — gift for Maya R.`, '-27.34'],
      ['2026-11-10', `Homefield fee returned ${gifted}`, '1.25'],
      ['2026-11-15', `Transfer to your payout account for ${sponsorship}`, '300.00'],
      ['2026-11-16', `Transfer back from your payout account for ${sponsorship}`, '-10.00'],
      ['2026-11-18', `Payout to your bank (${w.payoutId})`, '250.00'],
    ]);
    // Amounts are bare numbers a spreadsheet adds; text cells are quoted.
    expect(csv).toContain('"Summary","","Refunds",-27.34\r\n');

    // The same ledger, read by the money card: what Homefield holds now is the closing balance.
    const money = await w.owner.client.get(`/api/teams/${w.teamId}/money`);
    expect(money.body.money.heldCents).toBe(6_092);
  });

  it('draws the same statement as a PDF', async () => {
    const w = await novemberWorld();
    const { response, pdf } = await pdfOf(w.owner.client, w.teamId, 'month=2026-11');
    expect(response.status).toBe(200);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Riverside Hawks',
      'MONEY STATEMENT',
      'November 2026',
      'Money statement · Month: November 2026',
      'Closing balance held by Homefield',
      '$60.92',
      '$3.91',
      '$347.01',
      `Sponsorship ${receiptReference(w.sponsorshipId)} — Acme Bakery (Gold)`,
      `Payout to your bank (${w.payoutId})`,
      '-$27.34',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('puts an entry at 23:59 UTC on the last day in that month only', async () => {
    const { team, client } = await teamOwner(t, { verificationStatus: 'approved' });
    const player = await createPlayer(t, team, { playerName: 'Leo Park', jerseyNumber: 4 });
    const giftId = await giveAt('2026-11-30T23:59:00Z', player.id, { amount: 2_000 });
    const payoutId = await recordMove(team.id, 'payout', 700, '2026-12-01T00:00:00Z');
    setNow('2026-12-02T09:00:00Z');
    const reference = receiptReference(giftId);

    const november = (await client.get(path(team.id, 'statement.csv', 'month=2026-11'))).body as string;
    expect(section(november, 'Entry')).toEqual([
      ['2026-11-30', `Gift ${reference} — for Leo P.`, '20.00'],
      ['2026-11-30', `Card processing ${reference}`, '-0.88'],
      ['2026-11-30', `Homefield fee ${reference}`, '-1.00'],
    ]);
    expect(section(november, 'Summary').at(-1)).toEqual(['', 'Closing balance held by Homefield', '18.12']);

    const december = (await client.get(path(team.id, 'statement.csv', 'month=2026-12'))).body as string;
    expect(section(december, 'Entry')).toEqual([['2026-12-01', `Payout to your bank (${payoutId})`, '7.00']]);
    const summary = section(december, 'Summary');
    expect(summary[0]).toEqual(['', 'Opening balance held by Homefield', '18.12']);
    expect(summary.at(-1)).toEqual(['', 'Closing balance held by Homefield', '18.12']);

    const periods = await client.get(path(team.id, 'statement-periods'));
    expect(periods.status).toBe(200);
    expect(periods.body).toEqual({
      months: ['2026-12', '2026-11'],
      seasons: [{ id: 'current', name: 'All time' }],
    });
  });

  it('is an empty statement for a month without money, its balance carried', async () => {
    const { team, client } = await teamOwner(t);
    await recordMove(team.id, 'payout', 500, '2026-09-10T10:00:00Z');
    const csv = (await client.get(path(team.id, 'statement.csv', 'month=2026-10'))).body as string;
    expect(section(csv, 'Entry')).toEqual([]);
    expect(section(csv, 'Summary')).toContainEqual(['', 'Paid out to your bank', '0.00']);
    const { pdf } = await pdfOf(client, team.id, 'month=2026-10');
    expect(pdfText(pdf)).toContain('No money moved in this period.');
  });
});

describe('what a season says', () => {
  it("covers a past season's dates, and the current season from its start to now", async () => {
    const { team, client } = await teamOwner(t, {
      name: 'Lakeside Larks',
      verificationStatus: 'approved',
      seasonStartDate: '2026-03-01',
      seasonEndDate: null,
    });
    const [past] = await t.db
      .insert(teamSeasons)
      .values({
        teamId: team.id,
        startDate: '2025-09-01',
        endDate: '2026-02-28',
        report: {} as SeasonReport,
        archivedAt: new Date('2026-03-01T12:00:00Z'),
      })
      .returning({ id: teamSeasons.id });
    const player = await createPlayer(t, team, { playerName: 'Ava Chen', jerseyNumber: 9 });
    // Before the past season, in it (its last minute), and in the current one.
    await giveAt('2025-08-31T23:00:00Z', player.id, { amount: 1_000 });
    const lastMinute = await giveAt('2026-02-28T23:59:00Z', player.id, {
      amount: 5_000,
      isRecurring: true,
      donorEmail: 'gran@example.com',
    });
    const current = await giveAt('2026-03-01T00:30:00Z', player.id, { amount: 3_000 });
    await recordMove(team.id, 'transfer', 4_000, '2026-03-02T10:00:00Z', { donationId: lastMinute });
    setNow('2026-04-01T09:00:00Z');

    const pastCsv = await client.get(path(team.id, 'statement.csv', `seasonId=${past!.id}`));
    expect(pastCsv.status).toBe(200);
    expect(pastCsv.headers.get('content-disposition')).toBe(
      `attachment; filename="homefield-statement-${team.slug}-season-2025-09-01-to-2026-02-28.csv"`,
    );
    const pastRows = pastCsv.body as string;
    expect(section(pastRows, 'Period')).toEqual([['', 'Sep 1, 2025 – Feb 28, 2026', '']]);
    expect(section(pastRows, 'From')).toEqual([['2025-09-01', '', '']]);
    expect(section(pastRows, 'To')).toEqual([['2026-02-28', '', '']]);
    expect(section(pastRows, 'Entry').map((row) => row[1])).toEqual([
      `Monthly gift ${receiptReference(lastMinute)} — for Ava C.`,
      `Card processing ${receiptReference(lastMinute)}`,
      `Homefield fee ${receiptReference(lastMinute)}`,
    ]);
    // Held before: the $10 gift of August ($8.91); earned in the season: $50 - $1.75 - $2.50.
    expect(section(pastRows, 'Summary')[0]).toEqual(['', 'Opening balance held by Homefield', '8.91']);
    expect(section(pastRows, 'Summary').at(-1)).toEqual(['', 'Closing balance held by Homefield', '54.66']);

    const currentCsv = await client.get(path(team.id, 'statement.csv', 'seasonId=current'));
    expect(currentCsv.headers.get('content-disposition')).toBe(
      `attachment; filename="homefield-statement-${team.slug}-season-from-2026-03-01.csv"`,
    );
    const currentRows = currentCsv.body as string;
    expect(section(currentRows, 'Period')).toEqual([['', 'From Mar 1, 2026', '']]);
    // A season still running runs to now.
    expect(section(currentRows, 'To')).toEqual([['2026-04-01', '', '']]);
    expect(section(currentRows, 'Entry')).toEqual([
      ['2026-03-01', `Gift ${receiptReference(current)} — for Ava C.`, '30.00'],
      ['2026-03-01', `Card processing ${receiptReference(current)}`, '-1.17'],
      ['2026-03-01', `Homefield fee ${receiptReference(current)}`, '-1.50'],
      ['2026-03-02', `Transfer to your payout account for ${receiptReference(lastMinute)}`, '40.00'],
    ]);
    expect(section(currentRows, 'Summary').at(-1)).toEqual([
      '',
      'Closing balance held by Homefield',
      '41.99',
    ]);

    const { pdf } = await pdfOf(client, team.id, 'seasonId=current');
    const text = pdfText(pdf);
    expect(text).toContain('Money statement · Season: From Mar 1, 2026');
    expect(text).toContain('$41.99');

    const periods = await client.get(path(team.id, 'statement-periods'));
    expect(periods.body).toEqual({
      months: ['2026-03', '2026-02', '2025-08'],
      seasons: [
        { id: 'current', name: 'From Mar 1, 2026' },
        { id: past!.id, name: 'Sep 1, 2025 – Feb 28, 2026' },
      ],
    });
  });

  it('offers no month to a team that has no money yet, and its seasons still', async () => {
    const { team, client } = await teamOwner(t, {
      seasonStartDate: '2026-03-01',
      seasonEndDate: '2026-08-31',
    });
    const res = await client.get(path(team.id, 'statement-periods'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      months: [],
      seasons: [{ id: 'current', name: 'Mar 1, 2026 – Aug 31, 2026' }],
    });
  });
});
