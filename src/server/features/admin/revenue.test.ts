import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInAdmin } from '../../../../tests/support/features/admin';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import {
  checkout,
  sessionIdOf,
  sponsorshipRow,
  sponsorWorld,
  strangers,
} from '../../../../tests/support/features/payments';
import { REVENUE_TOP_TEAMS, type RevenueReport } from '../../../shared/schemas/revenue';
import type { Clock } from '../../core/clock';
import { processPaymentEvent } from '../../payments/fulfil';
import { revenueWindow } from './revenue';

/*
 * The admin's revenue view (issue 20): fees earned by month, kind and team, from real sandbox payments
 * written to the ledger by fulfilment. The whole file reads one world, built once: the ledger is
 * append-only, so each test could not start from an empty one anyway.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let now = new Date('2026-03-10T12:00:00Z');
const clock: Clock = { now: () => now };
const at = (iso: string) => {
  now = new Date(iso);
};

const ids = {} as Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo', string>;
// A name a spreadsheet would run as a formula, to see the export neutralise it.
const DELTA = '=Delta "Dolphins"';

/** A business sponsors a new team's tier through the sandbox checkout page, as the buyer presses Pay. */
async function sponsor(teamName: string, amount: number) {
  const world = await sponsorWorld(t, {
    team: { name: teamName, seasonStartDate: '2025-03-01', seasonEndDate: '2026-12-31' },
    tier: { amount },
  });
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  expect(res.status).toBe(201);
  const paid = await world.buyer.client.post(
    `/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`,
  );
  expect(paid.status).toBe(200);
  return { teamId: world.team.id, sponsorshipId: res.body.sponsorshipId as string, world };
}

/** The provider's full refund of a sponsorship's payment, delivered as its event. */
async function refund(sponsorshipId: string) {
  const { providerPaymentId } = await sponsorshipRow(t, sponsorshipId);
  const applied = await processPaymentEvent(
    t.deps,
    {
      provider: 'sandbox',
      id: `evt_refund_${sponsorshipId}`,
      type: 'payment_refunded',
      change: { kind: 'payment_refunded', paymentId: providerPaymentId! },
    },
    { appUrl: 'http://homefield.test' },
  );
  expect(applied.outcome).toBe('refunded');
}

let charlieBuyer: Awaited<ReturnType<typeof sponsor>>['world'];

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.deps.clock = clock;
  admin = await signedInAdmin(t);

  // One minute before the 12-month window that ends in May 2026 opens, and the first minute inside it.
  at('2025-05-31T23:59:00Z');
  ids.echo = (await sponsor('Echo Eagles', 20_000)).teamId;
  at('2025-06-01T00:00:00Z');
  ids.delta = (await sponsor(DELTA, 10_000)).teamId;

  at('2026-03-10T12:00:00Z');
  ids.alpha = (await sponsor('Alpha Falcons', 50_000)).teamId;

  at('2026-04-15T12:00:00Z');
  const bravo = await donationWorld(t, { name: 'Bravo Bears' });
  ids.bravo = bravo.team.id;
  await giveInSandbox(t, gift(bravo.player.id, { amount: 4_000 }));
  at('2026-04-20T12:00:00Z');
  await giveInSandbox(
    t,
    gift(bravo.player.id, { amount: 1_500, isRecurring: true, donorEmail: 'monthly@example.com' }),
  );

  at('2026-04-25T12:00:00Z');
  const charlie = await sponsor('Charlie Cougars', 25_000);
  ids.charlie = charlie.teamId;
  charlieBuyer = charlie.world;
  at('2026-05-20T12:00:00Z');
  await refund(charlie.sponsorshipId);

  at('2026-05-25T12:00:00Z');
});

const report = async (query = '') => {
  const res = await admin.client.get<RevenueReport>(`/api/admin/revenue${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

const none = { feesCents: 0, paymentsCents: 0, refundsCents: 0 };

describe('GET /api/admin/revenue', () => {
  it('counts fees, payments and refunds of the last 12 months by default, every month listed', async () => {
    const body = await report();
    expect(body).toMatchObject({ months: 12, from: '2025-06', to: '2026-05' });
    // $100 at 10%, $500 at 10%, gifts of $40 and $15/month at 5%, $250 at 10% then returned.
    expect(body.totals).toEqual({ feesCents: 6_275, paymentsCents: 90_500, refundsCents: 25_000 });
    expect(body.byMonth).toHaveLength(12);
    expect(body.byMonth.map((m) => m.month)).toEqual([
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    const month = (key: string) => body.byMonth.find((m) => m.month === key);
    expect(month('2025-06')).toEqual({
      month: '2025-06',
      feesCents: 1_000,
      paymentsCents: 10_000,
      refundsCents: 0,
    });
    expect(month('2026-03')).toEqual({
      month: '2026-03',
      feesCents: 5_000,
      paymentsCents: 50_000,
      refundsCents: 0,
    });
    expect(month('2026-04')).toEqual({
      month: '2026-04',
      feesCents: 200 + 75 + 2_500,
      paymentsCents: 4_000 + 1_500 + 25_000,
      refundsCents: 0,
    });
    // The refund returns April's fee in May, the month it happened.
    expect(month('2026-05')).toEqual({
      month: '2026-05',
      feesCents: -2_500,
      paymentsCents: 0,
      refundsCents: 25_000,
    });
    for (const key of [
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]) {
      expect(month(key)).toEqual({ month: key, ...none });
    }
  });

  it('tells sponsorships, one-time gifts and monthly gifts apart', async () => {
    expect((await report()).byKind).toEqual([
      { kind: 'sponsorship', feesCents: 6_000, paymentsCents: 85_000, refundsCents: 25_000 },
      { kind: 'one_time_gift', feesCents: 200, paymentsCents: 4_000, refundsCents: 0 },
      { kind: 'monthly_gift', feesCents: 75, paymentsCents: 1_500, refundsCents: 0 },
    ]);
  });

  it('lists the teams by fees earned, with their names and ids', async () => {
    const body = await report();
    expect(body.teamCount).toBe(4);
    expect(body.topTeams).toEqual([
      {
        teamId: ids.alpha,
        teamName: 'Alpha Falcons',
        feesCents: 5_000,
        paymentsCents: 50_000,
        refundsCents: 0,
      },
      { teamId: ids.delta, teamName: DELTA, feesCents: 1_000, paymentsCents: 10_000, refundsCents: 0 },
      { teamId: ids.bravo, teamName: 'Bravo Bears', feesCents: 275, paymentsCents: 5_500, refundsCents: 0 },
      // Paid and refunded: no fee kept, still a team with money moved in the window.
      {
        teamId: ids.charlie,
        teamName: 'Charlie Cougars',
        feesCents: 0,
        paymentsCents: 25_000,
        refundsCents: 25_000,
      },
    ]);
  });

  it('takes the window from ?months=: one month more reaches back to May 2025, two months only April and May', async () => {
    const longer = await report('?months=13');
    expect(longer).toMatchObject({ months: 13, from: '2025-05', to: '2026-05' });
    expect(longer.byMonth[0]).toEqual({
      month: '2025-05',
      feesCents: 2_000,
      paymentsCents: 20_000,
      refundsCents: 0,
    });
    expect(longer.totals.feesCents).toBe(8_275);
    expect(longer.topTeams.map((team) => team.teamId)).toEqual([
      ids.alpha,
      ids.echo,
      ids.delta,
      ids.bravo,
      ids.charlie,
    ]);

    const shorter = await report('?months=2');
    expect(shorter.byMonth.map((m) => m.month)).toEqual(['2026-04', '2026-05']);
    expect(shorter.totals).toEqual({ feesCents: 275, paymentsCents: 30_500, refundsCents: 25_000 });
    expect(shorter.topTeams.map((team) => team.teamName)).toEqual(['Bravo Bears', 'Charlie Cougars']);
    expect(shorter.teamCount).toBe(2);
  });

  it('shows zeros, not gaps, for a window without payments', async () => {
    at('2030-01-15T00:00:00Z');
    try {
      const body = await report('?months=3');
      expect(body.totals).toEqual(none);
      expect(body.byMonth).toEqual([
        { month: '2029-11', ...none },
        { month: '2029-12', ...none },
        { month: '2030-01', ...none },
      ]);
      expect(body.byKind.map((k) => k.feesCents)).toEqual([0, 0, 0]);
      expect(body).toMatchObject({ topTeams: [], teamCount: 0 });
    } finally {
      at('2026-05-25T12:00:00Z');
    }
  });

  it.each([['?months=0'], ['?months=37'], ['?months=abc'], ['?months=1.5']])(
    'refuses %s with 400 and the field that is wrong',
    async (query) => {
      for (const path of ['/api/admin/revenue', '/api/admin/revenue.csv']) {
        const res = await admin.client.get(`${path}${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Months must be a whole number from 1 to 36.',
            fields: { months: ['Months must be a whole number from 1 to 36.'] },
          },
        });
      }
    },
  );

  it('refuses a query parameter it does not know', async () => {
    const res = await admin.client.get('/api/admin/revenue?month=3');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { month: ['Unknown field'] } });
  });

  it('reads the window ending in the current UTC month', () => {
    const window = revenueWindow(new Date('2026-01-31T23:59:59Z'), 3);
    expect(window.keys).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(window.start.toISOString()).toBe('2025-11-01T00:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(REVENUE_TOP_TEAMS).toBe(20);
  });
});

describe('GET /api/admin/revenue.csv', () => {
  it('downloads one row per month, kind and team, in cents, with the names neutralised', async () => {
    const res = await t.fetchRaw('/api/admin/revenue.csv?months=12', {
      headers: { cookie: [...admin.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="revenue_2025-06_2026-05.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.text()).split('\r\n')).toEqual([
      '"month","kind","team_id","team_name","payments_cents","platform_fees_cents","refunds_cents"',
      `"2025-06","sponsorship","${ids.delta}","'=Delta ""Dolphins""",10000,1000,0`,
      `"2026-03","sponsorship","${ids.alpha}","Alpha Falcons",50000,5000,0`,
      `"2026-04","monthly_gift","${ids.bravo}","Bravo Bears",1500,75,0`,
      `"2026-04","one_time_gift","${ids.bravo}","Bravo Bears",4000,200,0`,
      `"2026-04","sponsorship","${ids.charlie}","Charlie Cougars",25000,2500,0`,
      `"2026-05","sponsorship","${ids.charlie}","Charlie Cougars",0,-2500,25000`,
      '',
    ]);
  });

  it('is the header alone when the window has nothing', async () => {
    at('2030-01-15T00:00:00Z');
    try {
      const empty = await admin.client.get<string>('/api/admin/revenue.csv?months=1');
      expect(empty.headers.get('content-disposition')).toBe(
        'attachment; filename="revenue_2030-01_2030-01.csv"',
      );
      expect(empty.body).toBe(
        '"month","kind","team_id","team_name","payments_cents","platform_fees_cents","refunds_cents"\r\n',
      );
    } finally {
      at('2026-05-25T12:00:00Z');
    }
  });
});

describe('who may read the revenue', () => {
  it('answers 401 to anonymous callers and 403 to team owners and businesses, even the payee and the payer', async () => {
    const { teamUser, businessUser } = await strangers(t);
    for (const path of ['/api/admin/revenue', '/api/admin/revenue.csv']) {
      expect((await t.client().get(path)).status).toBe(401);
      for (const client of [teamUser, businessUser, charlieBuyer.owner.client, charlieBuyer.buyer.client]) {
        const res = await client.get(path);
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain('Charlie Cougars');
      }
    }
  });
});
