import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/app';
import { donationRow } from '../../../../tests/support/features/donations';
import { donorBrowser } from '../../../../tests/support/features/giving';
import { manualClock } from '../../../../tests/support/features/payments';
import { stripeGifts, useStripeApp } from '../../../../tests/support/stripe';

/* The donor's page changes a monthly gift at Stripe first (issue 22): pause, amount, cancel. */

const clock = manualClock(new Date('2026-10-05T09:00:00Z'));
const stripe = useStripeApp(clock);
const { subscribed } = stripeGifts(stripe);
let t: TestApp;
beforeAll(() => {
  t = stripe.t;
});

const calls = () => stripe.api.requests.map((r) => `${r.method} ${r.path}`);

describe('a monthly gift at Stripe, from the giving page', () => {
  it('pauses and resumes, changes the price without proration, opens the card portal, and cancels', async () => {
    const gift = await subscribed(1500);
    const browser = await donorBrowser(t, gift.donorEmail);
    const path = `/v1/subscriptions/${gift.subscriptionId}`;

    stripe.api.requests.length = 0;
    expect(
      (await browser.post(`/api/giving/monthly/${gift.donationId}/pause`, { paused: true })).status,
    ).toBe(200);
    expect(calls()).toEqual([`POST ${path}`]);
    expect(stripe.api.requests[0]!.params.get('pause_collection[behavior]')).toBe('void');
    expect(
      (await browser.post(`/api/giving/monthly/${gift.donationId}/pause`, { paused: false })).status,
    ).toBe(200);
    expect(stripe.api.requests[1]!.params.get('pause_collection')).toBe('');

    stripe.api.requests.length = 0;
    expect((await browser.patch(`/api/giving/monthly/${gift.donationId}`, { amount: 4000 })).status).toBe(
      200,
    );
    expect(calls()).toEqual([`GET ${path}`, `POST ${path}`]);
    const update = stripe.api.requests[1]!.params;
    expect(update.get('items[0][price_data][unit_amount]')).toBe('4000');
    expect(update.get('items[0][price_data][product]')).toBe('prod_Qhomefield1');
    expect(update.get('proration_behavior')).toBe('none');
    expect((await donationRow(t, gift.donationId)).renewalAmount).toBe(4000);

    stripe.api.requests.length = 0;
    const card = await browser.post(`/api/giving/monthly/${gift.donationId}/card`);
    expect(card.body).toEqual({ url: 'https://billing.stripe.com/p/session/test_homefield' });
    expect(calls()).toEqual([`GET ${path}`, 'POST /v1/billing_portal/sessions']);
    const portal = stripe.api.requests[1]!.params;
    expect(portal.get('customer')).toBe('cus_Qhomefield1');
    expect(portal.get('flow_data[type]')).toBe('payment_method_update');
    expect(portal.get('return_url')).toBe('http://homefield.test/giving');

    stripe.api.requests.length = 0;
    expect((await browser.post(`/api/giving/monthly/${gift.donationId}/cancel`)).status).toBe(200);
    expect(calls()).toEqual([`DELETE ${path}`]);
  });

  it('changes nothing here when Stripe refuses, and says so', async () => {
    const gift = await subscribed(1500);
    const browser = await donorBrowser(t, gift.donorEmail);
    stripe.api.state.failNext = true;
    const res = await browser.post(`/api/giving/monthly/${gift.donationId}/cancel`);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('Failed to process donation');
    expect((await donationRow(t, gift.donationId)).cancelledAt).toBeNull();
  });
});
