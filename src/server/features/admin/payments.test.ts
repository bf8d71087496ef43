import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { lastAudit, signedInAdmin } from '../../../../tests/support/features/admin';
import {
  donationRow,
  donationWorld,
  gift,
  giveInSandbox,
  monthsOf,
} from '../../../../tests/support/features/donations';
import {
  checkout,
  sessionIdOf,
  sponsorshipRow,
  sponsorWorld,
  strangers,
} from '../../../../tests/support/features/payments';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentRow,
  type AdminPaymentsPage,
  referencePrefix,
} from '../../../shared/schemas/admin-payments';
import { INVALID_PAGE } from '../../../shared/schemas/paging';
import { receiptReference } from '../../../shared/schemas/payments';
import { REFUND_STATUSES } from '../../../shared/schemas/refunds';
import type { Clock } from '../../core/clock';
import { refundRequests } from '../../db/schema';
import { processPaymentEvent } from '../../payments/fulfil';
import { donationRenewalJob } from '../../payments/renewals';

/*
 * The admin's Payments tab (issue 20): every sponsorship and gift that went through, paid through the
 * sandbox provider and refunded by its events, as the admin finds them to refund one. The world is built
 * once, at known times, so the order of the list is known to the row.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let now = new Date('2026-03-10T12:00:00Z');
const clock: Clock = { now: () => now };
const at = (iso: string) => {
  now = new Date(iso);
};

async function sponsor(teamName: string, amount: number) {
  const world = await sponsorWorld(t, {
    team: { name: teamName, seasonStartDate: '2025-03-01', seasonEndDate: '2026-12-31' },
    tier: { amount, name: 'Gold' },
  });
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  expect(res.status).toBe(201);
  const paid = await world.buyer.client.post(
    `/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`,
  );
  expect(paid.status).toBe(200);
  return { id: res.body.sponsorshipId as string, world };
}

/** The provider's full refund of a payment, delivered as its event (what a refund's confirmation does). */
async function refundEvent(providerPaymentId: string | null) {
  const applied = await processPaymentEvent(
    t.deps,
    {
      provider: 'sandbox',
      id: `evt_refund_${providerPaymentId}`,
      type: 'payment_refunded',
      change: { kind: 'payment_refunded', paymentId: providerPaymentId! },
    },
    { appUrl: 'http://homefield.test' },
  );
  expect(applied.outcome).toBe('refunded');
}

const w = {} as {
  alpha: Awaited<ReturnType<typeof sponsor>>;
  charlie: Awaited<ReturnType<typeof sponsor>>;
  bravoTeamId: string;
  rose: string;
  monthly: string;
  monthTwo: string;
  anonymous: string;
  paging: string[];
};

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.deps.clock = clock;
  admin = await signedInAdmin(t);

  at('2026-03-10T12:00:00Z');
  w.alpha = await sponsor('Alpha Falcons', 50_000);

  const bravo = await donationWorld(t, { name: 'Bravo Bears' });
  w.bravoTeamId = bravo.team.id;
  at('2026-04-15T12:00:00Z');
  w.rose = (
    await giveInSandbox(
      t,
      gift(bravo.player.id, {
        amount: 4_000,
        coverFees: true,
        donorName: 'Grandma Rose',
        donorEmail: 'rose@example.com',
      }),
    )
  ).donationId;
  at('2026-04-20T12:00:00Z');
  w.monthly = (
    await giveInSandbox(
      t,
      gift(bravo.player.id, { amount: 1_500, isRecurring: true, donorEmail: 'monthly@example.com' }),
    )
  ).donationId;

  at('2026-04-25T12:00:00Z');
  w.charlie = await sponsor('Charlie Cougars', 25_000);

  at('2026-05-01T12:00:00Z');
  w.anonymous = (await giveInSandbox(t, gift(bravo.player.id, { amount: 2_000 }))).donationId;

  // The monthly gift's second month, charged by the renewal job when it falls due.
  at('2026-05-20T12:00:00Z');
  expect(await donationRenewalJob(t.deps).runOnce()).toBe(1);
  const [second] = await monthsOf(t, w.monthly);
  w.monthTwo = second!.id;

  at('2026-05-21T12:00:00Z');
  await refundEvent((await sponsorshipRow(t, w.charlie.id)).providerPaymentId);
  await t.db.insert(refundRequests).values({
    sponsorshipId: w.charlie.id,
    amountCents: 25_000,
    reason: 'The team folded before the season',
    requestedBy: admin.user.id,
    requestedAs: 'admin',
    provider: 'sandbox',
    status: 'sent',
  });
  at('2026-05-22T12:00:00Z');
  await refundEvent((await donationRow(t, w.rose)).providerPaymentId);

  // A page and a bit more: twenty gifts to another team, one a minute, all newer than the rest.
  const paging = await donationWorld(t, { name: 'Paging Pumas' });
  w.paging = [];
  for (let i = 0; i < ADMIN_PAYMENTS_PAGE_SIZE; i++) {
    at(new Date(Date.UTC(2026, 5, 1, 12, i)).toISOString());
    const { donationId } = await giveInSandbox(
      t,
      gift(paging.player.id, { amount: 1_000 + i, donorName: `Puma Fan ${i}` }),
    );
    w.paging.push(donationId);
  }
  at('2026-06-02T12:00:00Z');
}, 120_000);

const list = async (query = '') => {
  const res = await admin.client.get<AdminPaymentsPage>(`/api/admin/payments${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

/** The rows older than the twenty paging gifts, as page 2 has them, newest first. */
const olderRows = (): AdminPaymentRow[] => [
  {
    kind: 'donation',
    id: w.monthTwo,
    reference: receiptReference(w.monthTwo),
    teamId: w.bravoTeamId,
    teamName: 'Bravo Bears',
    payerName: 'monthly@example.com',
    payerEmail: 'monthly@example.com',
    description: 'Gift to Ava Martinez (monthly)',
    amountCents: 1_500,
    refundedCents: 0,
    paidAt: '2026-05-20T12:00:00.000Z',
    status: 'paid',
    dispute: null,
    refund: null,
  },
  {
    kind: 'donation',
    id: w.anonymous,
    reference: receiptReference(w.anonymous),
    teamId: w.bravoTeamId,
    teamName: 'Bravo Bears',
    payerName: 'Anonymous supporter',
    payerEmail: null,
    description: 'Gift to Ava Martinez (one-time)',
    amountCents: 2_000,
    refundedCents: 0,
    paidAt: '2026-05-01T12:00:00.000Z',
    status: 'paid',
    dispute: null,
    refund: null,
  },
  {
    kind: 'sponsorship',
    id: w.charlie.id,
    reference: receiptReference(w.charlie.id),
    teamId: w.charlie.world.team.id,
    teamName: 'Charlie Cougars',
    payerName: w.charlie.world.buyer.business.businessName,
    payerEmail: w.charlie.world.buyer.business.businessEmail,
    description: 'Gold sponsorship',
    amountCents: 25_000,
    refundedCents: 25_000,
    paidAt: '2026-04-25T12:00:00.000Z',
    status: 'refunded',
    dispute: null,
    refund: {
      status: 'sent',
      reason: 'The team folded before the season',
      amountCents: 25_000,
      createdAt: expect.any(String) as unknown as string,
      applied: true,
    },
  },
  {
    kind: 'donation',
    id: w.monthly,
    reference: receiptReference(w.monthly),
    teamId: w.bravoTeamId,
    teamName: 'Bravo Bears',
    payerName: 'monthly@example.com',
    payerEmail: 'monthly@example.com',
    description: 'Gift to Ava Martinez (monthly)',
    amountCents: 1_500,
    refundedCents: 0,
    paidAt: '2026-04-20T12:00:00.000Z',
    status: 'paid',
    dispute: null,
    refund: null,
  },
  {
    kind: 'donation',
    id: w.rose,
    reference: receiptReference(w.rose),
    teamId: w.bravoTeamId,
    teamName: 'Bravo Bears',
    payerName: 'Grandma Rose',
    payerEmail: 'rose@example.com',
    description: 'Gift to Ava Martinez (one-time)',
    // $40 and the $3.56 the donor added to cover the fees: what the card was charged.
    amountCents: 4_356,
    refundedCents: 4_356,
    paidAt: '2026-04-15T12:00:00.000Z',
    status: 'refunded',
    dispute: null,
    refund: null,
  },
  {
    kind: 'sponsorship',
    id: w.alpha.id,
    reference: receiptReference(w.alpha.id),
    teamId: w.alpha.world.team.id,
    teamName: 'Alpha Falcons',
    payerName: w.alpha.world.buyer.business.businessName,
    payerEmail: w.alpha.world.buyer.business.businessEmail,
    description: 'Gold sponsorship',
    amountCents: 50_000,
    refundedCents: 0,
    paidAt: '2026-03-10T12:00:00.000Z',
    status: 'paid',
    dispute: null,
    refund: null,
  },
];

describe('GET /api/admin/payments', () => {
  it('lists the newest 20 payments of both kinds first, and counts them all', async () => {
    const body = await list();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 26, testDisputes: true });
    expect(body.payments.map((p) => p.id)).toEqual([...w.paging].reverse());
    expect(body.payments[0]).toEqual({
      kind: 'donation',
      id: w.paging[19],
      reference: receiptReference(w.paging[19]!),
      teamId: expect.any(String),
      teamName: 'Paging Pumas',
      payerName: 'Puma Fan 19',
      payerEmail: null,
      description: 'Gift to Ava Martinez (one-time)',
      amountCents: 1_019,
      refundedCents: 0,
      paidAt: '2026-06-01T12:19:00.000Z',
      status: 'paid',
      dispute: null,
      refund: null,
    });
  });

  it('pages on: page 2 holds the six older payments, sponsorships and gifts interleaved by paid time', async () => {
    const body = await list('?page=2');
    expect(body).toMatchObject({ page: 2, pageSize: 20, total: 26 });
    expect(body.payments).toEqual(olderRows());
    const refund = body.payments.find((p) => p.id === w.charlie.id)!.refund!;
    expect(new Date(refund.createdAt).toISOString()).toBe(refund.createdAt);
    expect((await list('?page=3')).payments).toEqual([]);
  });

  it('shows a refunded gift and a refunded sponsorship as refunded, every other one as paid', async () => {
    const { payments } = await list('?page=2');
    const status = Object.fromEntries(payments.map((p) => [p.id, p.status]));
    expect(status[w.rose]).toBe('refunded');
    expect(status[w.charlie.id]).toBe('refunded');
    expect(status[w.monthly]).toBe('paid');
    expect(status[w.monthTwo]).toBe('paid');
  });

  it('finds a payment by its receipt reference, in any case and from its first digits', async () => {
    for (const id of [w.alpha.id, w.rose, w.monthTwo]) {
      const reference = receiptReference(id);
      for (const q of [reference, reference.toLowerCase(), ` ${reference} `]) {
        const body = await list(`?q=${encodeURIComponent(q)}`);
        expect(body.total, q).toBe(1);
        expect(body.payments.map((p) => p.id)).toEqual([id]);
      }
      const start = await list(`?q=${encodeURIComponent(reference.slice(0, 6))}`);
      expect(start.payments.map((p) => p.id)).toContain(id);
      for (const p of start.payments) expect(p.reference.startsWith(reference.slice(0, 6))).toBe(true);
    }
    // A reference no payment has.
    const other = receiptReference(w.alpha.id).endsWith('0') ? 'HF-FFFFFFFF' : 'HF-00000000';
    expect(await list(`?q=${other}`)).toMatchObject({ payments: [], total: 0 });
  });

  it('finds payments by part of the payer’s email or name, or the team’s name, in any case', async () => {
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).payments.map((p) => p.id);
    expect(await ids('ROSE@Example')).toEqual([w.rose]);
    expect(await ids('grandma')).toEqual([w.rose]);
    expect(await ids('monthly@')).toEqual([w.monthTwo, w.monthly]);
    expect(await ids(w.charlie.world.buyer.business.businessEmail)).toEqual([w.charlie.id]);
    expect(await ids(w.alpha.world.buyer.business.businessName)).toEqual([w.alpha.id]);
    expect(await ids('charlie cou')).toEqual([w.charlie.id]);
    expect(await ids('bravo')).toEqual([w.monthTwo, w.anonymous, w.monthly, w.rose]);
    // The search's own % and _ are taken literally.
    expect(await ids('%')).toEqual([]);
    expect(await ids('Bravo_Bears')).toEqual([]);
  });

  it('counts and pages the matches of a search', async () => {
    const body = await list('?q=Puma+Fan&page=1');
    expect(body.total).toBe(20);
    expect(body.payments).toHaveLength(20);
    expect(await list('?q=Puma+Fan&page=2')).toMatchObject({ payments: [], total: 20, page: 2 });
  });

  it('writes each read of the list into the security log', async () => {
    await list('?q=bravo');
    const entry = await lastAudit(t, 'DATA_ACCESS');
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      comment: 'Admin viewed the list of all payments',
      afterSnapshot: { list: 'payments', filters: { q: 'bravo', page: 1 }, returned: 4 },
    });
  });

  it.each([
    ['?page=0', 'page', INVALID_PAGE],
    ['?page=abc', 'page', INVALID_PAGE],
    ['?page=1.5', 'page', INVALID_PAGE],
    [`?q=${'a'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
  ])('refuses %s with 400 and the field that is wrong', async (query, field, message) => {
    const res = await admin.client.get(`/api/admin/payments${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message, fields: { [field]: [message] } },
    });
  });

  it('takes a search of exactly 100 characters, and a blank one as no search', async () => {
    expect(await list(`?q=${'a'.repeat(100)}`)).toMatchObject({ payments: [], total: 0 });
    expect((await list('?q=+++&page=')).total).toBe(26);
  });

  it('refuses a query parameter it does not know', async () => {
    const res = await admin.client.get('/api/admin/payments?search=rose');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { search: ['Unknown field'] },
    });
  });
});

describe('after an admin refunds from the list', () => {
  it('shows the payment refunded, with the reason given', async () => {
    const res = await admin.client.post('/api/admin/refunds', {
      kind: 'sponsorship',
      id: w.alpha.id,
      reason: 'Paid for the wrong team',
    });
    expect(res.status).toBe(201);
    const [row] = (await list(`?q=${receiptReference(w.alpha.id)}`)).payments;
    expect(row).toMatchObject({
      id: w.alpha.id,
      status: 'refunded',
      refund: { reason: 'Paid for the wrong team', createdAt: res.body.refund.createdAt },
    });
    expect(REFUND_STATUSES).toContain(row!.refund!.status);
  });
});

describe('who may list the payments', () => {
  it('answers 401 to anonymous callers and 403 to team owners and businesses, even the payee and the payer', async () => {
    const { teamUser, businessUser } = await strangers(t);
    expect((await t.client().get('/api/admin/payments')).status).toBe(401);
    for (const client of [
      teamUser,
      businessUser,
      w.charlie.world.owner.client,
      w.charlie.world.buyer.client,
    ]) {
      const res = await client.get('/api/admin/payments?q=charlie');
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Charlie Cougars');
    }
  });
});

describe('referencePrefix', () => {
  it('reads HF- and one to eight hex digits, in any case, and nothing else', () => {
    expect(referencePrefix('HF-1A2B3C4D')).toBe('1a2b3c4d');
    expect(referencePrefix(' hf-1a2b ')).toBe('1a2b');
    expect(referencePrefix('HF1A2B3C4D')).toBe('1a2b3c4d');
    expect(referencePrefix('HF-1A2B3C4D5')).toBeNull();
    expect(referencePrefix('HF-')).toBeNull();
    expect(referencePrefix('HF-XYZ')).toBeNull();
    expect(referencePrefix('1A2B3C4D')).toBeNull();
  });
});
