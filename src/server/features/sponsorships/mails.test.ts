import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import {
  checkout,
  mailTo,
  manualClock,
  sessionIdOf,
  sponsorWorld,
} from '../../../../tests/support/features/payments';
import { pdfPageCount, pdfText } from '../../../../tests/support/receipts';
import { receiptReference } from '../../../shared/schemas/payments';
import { emailAttachments } from '../../db/schema/email-attachments';

/* The sponsorship receipt's PDF: queued with the receipt when a sandbox checkout is paid. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_EMAIL: 'help@homefield.example' });
  t.deps.clock = manualClock(new Date('2026-05-10T18:00:00Z'));
});

async function paidSponsorship() {
  const world = await sponsorWorld(t, { tier: { name: 'Gold', amount: 125_000 } });
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  const pay = () =>
    world.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(res.body.url)}/pay`);
  expect((await pay()).status).toBe(200);
  return { ...world, pay, sponsorshipId: res.body.sponsorshipId as string };
}

const filesOf = (emailId: string) =>
  t.db.select().from(emailAttachments).where(eq(emailAttachments.emailId, emailId));

describe('a paid sponsorship', () => {
  it('queues the receipt with its PDF: payer, payee, item, amount, date, reference, support address', async () => {
    const { buyer, team, sponsorshipId } = await paidSponsorship();
    const [receipt] = await mailTo(t, buyer.business.businessEmail);
    expect(receipt).toMatchObject({ kind: 'sponsorship_receipt', status: 'pending' });
    expect(receipt!.text).toContain('a PDF copy is attached for your records');

    const reference = receiptReference(sponsorshipId);
    const files = await filesOf(receipt!.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      filename: `Homefield-receipt-${reference}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = files[0]!.content!;
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = pdfText(pdf);
    for (const line of [
      buyer.business.businessName,
      buyer.business.businessEmail,
      team.name,
      'Gold sponsorship (one-time)',
      '$1,250',
      'May 10, 2026',
      reference,
      'Paid by card',
      'Sandbox test payment: no real card was charged.',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.join('\n')).toContain(`Email help@homefield.example and quote ${reference}.`);
  });

  it('attaches nothing to the team’s notice, and one PDF however often Pay is pressed', async () => {
    const { buyer, owner, pay } = await paidSponsorship();
    expect((await pay()).status).toBe(200);
    const receipts = await mailTo(t, buyer.business.businessEmail);
    expect(receipts).toHaveLength(1);
    expect(await filesOf(receipts[0]!.id)).toHaveLength(1);
    const [notice] = await mailTo(t, owner.team.contactEmail);
    expect(notice).toMatchObject({ kind: 'sponsorship_notice' });
    expect(await filesOf(notice!.id)).toEqual([]);
  });

  it('shows the PDF in the mailbox, ready to download', async () => {
    const { buyer } = await paidSponsorship();
    const [receipt] = await mailTo(t, buyer.business.businessEmail);
    const message = await t.client().get(`/api/dev/mailbox/${receipt!.id}`);
    expect(message.body.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) }),
    ]);
    const [stored] = await filesOf(receipt!.id);
    const res = await t.fetchRaw(
      `/api/dev/mailbox/${receipt!.id}/attachments/${message.body.attachments[0].id}`,
    );
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(stored!.content!)).toBe(true);
  });
});
