import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, signedInClient } from '../../../../tests/support/factories';
import { mailTo, manualClock } from '../../../../tests/support/features/payments';
import { payPlan } from '../../../../tests/support/features/plans';
import { PLAN_REFUND_NOT_READY } from '../../../shared/schemas/plans';
import {
  auditLogs,
  planInvoiceRefunds,
  planInvoices,
  planSubscriptions,
  sandboxBalanceTransactions,
} from '../../db/schema';
import { processPaymentEvent } from '../../payments/fulfil';
import { paymentProviderOf } from '../../payments/provider-of';
import { reconcile } from '../../payments/reconciliation';

/*
 * An admin refunds a plan's invoice (issue 21): what is left of it goes back to the card once, however
 * often pressed; the plan runs on or ends at once as asked; the account is told; the security log keeps
 * it; and the nightly reconciliation finds the refund on both sides, each part on its own day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInClient(t, { roles: ['admin'] });
});

/** A business that bought Featured Sponsor through the sandbox: its subscription and its one invoice. */
async function subscribed() {
  const owner = await businessOwner(t);
  const started = await owner.client.post('/api/businesses/mine/plan/checkout', { plan: 'featured_sponsor' });
  expect((await payPlan(owner.client, started.body.url)).status).toBe(200);
  const [subscription] = await t.db
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.businessId, owner.business.id));
  const listed = await admin.client.get(`/api/admin/plans/${subscription!.id}/invoices`);
  expect(listed.status).toBe(200);
  return { ...owner, subscription: subscription!, invoice: listed.body.invoices[0] };
}

const refund = (invoiceId: string, body: Record<string, unknown>) =>
  admin.client.post(`/api/admin/plan-invoices/${invoiceId}/refund`, body);

describe('refunding a plan invoice', () => {
  it('returns it once however often pressed, tells the business once, and keeps the plan', async () => {
    const owner = await subscribed();
    expect(owner.invoice).toMatchObject({ plan: 'featured_sponsor', amountCents: 4900, refundedCents: 0 });
    const body = { reason: 'Charged by mistake' };
    const [a, b] = await Promise.all([refund(owner.invoice.id, body), refund(owner.invoice.id, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The press that asked answers the refund; the other, the request already made.
    expect([a.body.invoice, b.body.invoice]).toContainEqual(expect.objectContaining({ refundedCents: 4900 }));
    expect([a, b].every((res) => res.body.invoice.refundRequested)).toBe(true);
    const again = await refund(owner.invoice.id, body);
    expect(again.body.invoice.refundedCents).toBe(4900);

    const refunds = await t.db
      .select()
      .from(sandboxBalanceTransactions)
      .where(eq(sandboxBalanceTransactions.type, 'refund'));
    expect(
      refunds.filter((row) => row.sourceRef.startsWith('sbx_') && row.amountCents === -4900),
    ).toHaveLength(1);
    const mails = (await mailTo(t, owner.business.businessEmail)).filter((m) => m.kind === 'plan_refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We refunded $49.00');
    expect(mails[0]!.text).toContain('Featured Sponsor carries on as before.');
    const logged = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'PLAN_REFUNDED'));
    expect(logged.some((row) => row.comment?.includes('Charged by mistake'))).toBe(true);
    expect((await owner.client.get('/api/businesses/mine/plan')).body.plan).toBe('featured_sponsor');

    const run = await admin.client.post('/api/admin/reconciliation');
    expect(run.body.run.differences).toEqual([]);
  });

  it('reconciles a refund made in two parts on two days, each on its own day', async () => {
    const owner = await subscribed();
    const [invoice] = await t.db.select().from(planInvoices).where(eq(planInvoices.id, owner.invoice.id));
    const clock = manualClock(new Date(invoice!.paidAt.getTime() + DAY_MS));
    const provider = paymentProviderOf(t.deps);
    // Parts refunded in the provider's dashboard, a day apart (each report names the total so far).
    const part = async (amountCents: number, total: number) => {
      const { event } = await provider.refund({
        paymentId: invoice!.paymentId,
        amountCents,
        refundedTotalCents: total,
        idempotencyKey: `plan-part-${total}`,
        metadata: {},
      });
      return processPaymentEvent(t.deps, event!, { appUrl: 'http://homefield.test' });
    };
    t.deps.clock = clock;
    try {
      expect((await part(1_000, 1_000)).outcome).toBe('refunded');
      clock.advanceMinutes(24 * 60);
      expect((await part(3_900, 4_900)).outcome).toBe('refunded');
      expect((await part(3_900, 4_900)).outcome).toBe('duplicate');
      const days = [1, 2].map((n) => {
        const at = invoice!.paidAt.getTime() + n * DAY_MS;
        return { from: new Date(at - DAY_MS / 2), to: new Date(at + DAY_MS / 2) };
      });
      for (const day of days) {
        const run = await reconcile(t.deps, day, 'admin');
        expect(run!.differences).toEqual([]);
        expect(run!.checked).toBeGreaterThan(0);
      }
    } finally {
      t.deps.clock = undefined;
    }
    const steps = await t.db
      .select({ cents: planInvoiceRefunds.cents })
      .from(planInvoiceRefunds)
      .where(eq(planInvoiceRefunds.invoiceId, invoice!.id));
    expect(steps.map((s) => s.cents).sort()).toEqual([1_000, 3_900]);
  });

  it('ends the plan at once when asked', async () => {
    const owner = await subscribed();
    const res = await refund(owner.invoice.id, { reason: 'Cancelled by phone', endPlan: true });
    expect(res.status).toBe(200);
    expect((await owner.client.get('/api/businesses/mine/plan')).body.plan).toBe('business_free');
    const [row] = await t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.id, owner.subscription.id));
    expect(row!.status).toBe('ended');
  });

  it('waits for Stripe to name the payment behind an invoice before refunding it', async () => {
    const owner = await businessOwner(t);
    const [subscription] = await t.db
      .insert(planSubscriptions)
      .values({
        businessId: owner.business.id,
        plan: 'featured_sponsor',
        priceCents: 4900,
        provider: 'stripe',
        status: 'active',
        checkoutExpiresAt: new Date(),
        subscriptionId: `sub_wait_${owner.business.id.slice(0, 8)}`,
      })
      .returning();
    const [invoice] = await t.db
      .insert(planInvoices)
      .values({
        subscriptionRowId: subscription!.id,
        plan: 'featured_sponsor',
        provider: 'stripe',
        paymentId: `in_wait_${owner.business.id.slice(0, 8)}`,
        amountCents: 4900,
        processingFeeCents: 172,
        period: 1,
        paidAt: new Date(),
      })
      .returning();
    const res = await refund(invoice!.id, { reason: 'Charged twice' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'PLAN_REFUND_NOT_READY', message: PLAN_REFUND_NOT_READY });
    const [after] = await t.db.select().from(planInvoices).where(eq(planInvoices.id, invoice!.id));
    expect(after!.refundRequestedAt).toBeNull();
  });

  it('needs a reason, an admin, and an invoice that exists; a refused request changes nothing', async () => {
    const owner = await subscribed();
    const blank = await refund(owner.invoice.id, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.reason).toEqual(['Say why the plan is refunded']);
    const byOwner = await owner.client.post(`/api/admin/plan-invoices/${owner.invoice.id}/refund`, {
      reason: 'x',
    });
    expect(byOwner.status).toBe(403);
    expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'x' })).status).toBe(404);
    const listed = await admin.client.get(`/api/admin/plans/${owner.subscription.id}/invoices`);
    expect(listed.body.invoices[0].refundedCents).toBe(0);
  });
});
