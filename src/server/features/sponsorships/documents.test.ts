import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { signedInClient } from '../../../../tests/support/factories';
import { paidSponsorship, rawRequest } from '../../../../tests/support/features/fulfilment';
import { strangers } from '../../../../tests/support/features/payments';
import { pdfText } from '../../../../tests/support/receipts';
import { SPONSOR_DOCUMENTS_PAGE_SIZE } from '../../../shared/schemas/sponsor-documents';
import { sponsorships } from '../../db/schema';

/* A sponsor's documents in one place (issue 22): the list, each receipt and each agreement. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const pdf = async (client: Parameters<typeof rawRequest>[1], path: string) => {
  const res = await rawRequest(t, client, path, {});
  return { ...res, text: res.status === 200 ? pdfText(res.buffer).join('\n') : '' };
};

describe('the documents list', () => {
  it("lists the business's paid sponsorship with what was refunded of it", async () => {
    const world = await paidSponsorship(t, ['Logo on jerseys']);
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    const refunded = await admin.post('/api/admin/refunds', {
      kind: 'sponsorship',
      id: world.sponsorshipId,
      reason: 'Part of the season was called off',
      amountCents: 10_000,
    });
    expect(refunded.status).toBe(201);

    const res = await world.buyer.client.get('/api/business/documents');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, hasMore: false });
    expect(res.body.documents).toEqual([
      expect.objectContaining({
        id: world.sponsorshipId,
        reference: expect.stringMatching(/^HF-[0-9A-F]{8}$/),
        teamName: world.team.name,
        amount: world.tier.amount,
        refundedCents: 10_000,
        paymentStatus: 'paid',
        status: 'active',
        reportReady: true,
      }),
    ]);
  });

  it('pages by twenty, newest first, and leaves out a checkout never paid', async () => {
    const world = await paidSponsorship(t);
    const [paid] = await t.db.select().from(sponsorships).where(eq(sponsorships.id, world.sponsorshipId));
    const { id: _id, ...copy } = paid!;
    await t.db.insert(sponsorships).values(
      Array.from({ length: SPONSOR_DOCUMENTS_PAGE_SIZE }, (_, i) => ({
        ...copy,
        providerPaymentId: null,
        paymentSessionId: null,
        createdAt: new Date(Date.UTC(2025, 0, i + 1)),
      })),
    );
    await t.db.insert(sponsorships).values({
      ...copy,
      providerPaymentId: null,
      paymentSessionId: null,
      paymentStatus: 'pending',
      status: 'pending',
      paidAt: null,
      createdAt: new Date(Date.now() + 60_000),
    });
    const first = await world.buyer.client.get('/api/business/documents');
    expect(first.body.documents).toHaveLength(SPONSOR_DOCUMENTS_PAGE_SIZE);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.documents[0].id).toBe(world.sponsorshipId);
    const second = await world.buyer.client.get('/api/business/documents?page=2');
    expect(second.body).toMatchObject({ page: 2, hasMore: false });
    expect(second.body.documents).toHaveLength(1);
    expect((await world.buyer.client.get('/api/business/documents?page=0')).status).toBe(400);
  });

  it('answers 404 to a user without a business, and each business sees only its own', async () => {
    const world = await paidSponsorship(t);
    const others = await strangers(t);
    expect((await others.teamUser.get('/api/business/documents')).status).toBe(404);
    expect((await others.businessUser.get('/api/business/documents')).body.documents).toEqual([]);
    expect((await t.client().get('/api/business/documents')).status).toBe(401);
    expect((await world.buyer.client.get('/api/business/documents')).body.documents).toHaveLength(1);
  });
});

describe('a receipt and an agreement', () => {
  it('gives the business its receipt and both parties the agreement, as PDFs', async () => {
    const world = await paidSponsorship(t, ['Logo on jerseys', 'Banner at home games']);
    const receipt = await pdf(world.buyer.client, `/api/sponsorships/${world.sponsorshipId}/receipt.pdf`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-disposition')).toMatch(/Homefield-receipt-HF-[0-9A-F]{8}\.pdf/);
    expect(receipt.text).toContain('Receipt');
    expect(receipt.text).toContain(world.team.name);

    for (const party of [world.buyer.client, world.owner.client]) {
      const agreement = await pdf(party, `/api/sponsorships/${world.sponsorshipId}/agreement.pdf`);
      expect(agreement.status).toBe(200);
      expect(agreement.text).toContain('SPONSORSHIP AGREEMENT');
      expect(agreement.text).toContain('Banner at home games');
      expect(agreement.text).toContain('In force.');
    }
  });

  it('marks both refunded once the whole payment came back', async () => {
    const world = await paidSponsorship(t);
    const { client: admin } = await signedInClient(t, { roles: ['admin'] });
    await admin.post('/api/admin/refunds', {
      kind: 'sponsorship',
      id: world.sponsorshipId,
      reason: 'Team folded',
    });
    const receipt = await pdf(world.buyer.client, `/api/sponsorships/${world.sponsorshipId}/receipt.pdf`);
    expect(receipt.text).toContain('REFUNDED');
    const agreement = await pdf(world.owner.client, `/api/sponsorships/${world.sponsorshipId}/agreement.pdf`);
    expect(agreement.text).toMatch(/Ended: the payment was refunded in full on/);
  });

  it('answers 404 to everyone else, admins included, and to the team for the receipt', async () => {
    const world = await paidSponsorship(t);
    const others = await strangers(t);
    const paths = ['receipt.pdf', 'agreement.pdf'].map(
      (file) => `/api/sponsorships/${world.sponsorshipId}/${file}`,
    );
    for (const client of [others.teamUser, others.businessUser, others.admin]) {
      for (const path of paths) expect((await client.get(path)).status).toBe(404);
    }
    expect((await world.owner.client.get(paths[0]!)).status).toBe(404);
    expect((await t.client().get(paths[0]!)).status).toBe(401);
    expect((await world.buyer.client.get('/api/sponsorships/not-an-id/receipt.pdf')).status).toBe(404);
  });
});
