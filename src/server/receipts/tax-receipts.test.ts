import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { donationWorld, gift, giveInSandbox } from '../../../tests/support/features/donations';
import { checkout, mailTo, sessionIdOf, sponsorWorld } from '../../../tests/support/features/payments';
import { pdfText } from '../../../tests/support/receipts';
import { attachmentsOf } from '../email/outbox';

/*
 * Receipts ready for taxes (issue 22): a tax-exempt team's legal name and EIN with the statement of what was
 * given in return, on the email and on its PDF alike; any other team says the payment is not deductible.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});

const EXEMPT = { taxExemptStatus: true, legalName: 'Rose City Boosters Inc.', ein: '93-1234567' };

/** The receipt mail of `kind` to `email`, and its PDF's text in one line. */
async function receiptOf(email: string, kind: string) {
  const [mail] = (await mailTo(t, email)).filter((m) => m.kind === kind);
  const [pdf] = (await attachmentsOf(t.db, [mail!.id], t.deps.attachmentDrawings)).get(mail!.id)!;
  return { text: mail!.text, html: mail!.html, pdf: pdfText(pdf!.content).join(' ') };
}

describe('the tax lines of receipts', () => {
  it("prints an exempt team's legal name, EIN and 'no goods or services' on a gift's receipt", async () => {
    const world = await donationWorld(t, EXEMPT);
    await giveInSandbox(t, gift(world.player.id, { amount: 5_000, donorEmail: 'tax-donor@example.com' }));
    const receipt = await receiptOf('tax-donor@example.com', 'donation_receipt');
    const statement =
      'Rose City Boosters Inc. (EIN 93-1234567) is a tax-exempt organization. No goods or services were provided in exchange for this gift.';
    expect(receipt.text).toContain(`Tax: ${statement}`);
    expect(receipt.html).toContain('(EIN 93-1234567) is a tax-exempt organization.');
    expect(receipt.pdf).toContain('Rose City Boosters Inc. (EIN 93-1234567) is a tax-exempt organization.');
  });

  it('says a gift to a team that is not exempt is not tax-deductible, whatever EIN it typed', async () => {
    const world = await donationWorld(t, { name: 'Eastside Eagles', ein: '12-3456789' });
    await giveInSandbox(t, gift(world.player.id, { amount: 2_000, donorEmail: 'plain-donor@example.com' }));
    const receipt = await receiptOf('plain-donor@example.com', 'donation_receipt');
    expect(receipt.text).toContain(
      'Tax: Eastside Eagles is not a tax-exempt organization: this gift is not tax-deductible.',
    );
    expect(receipt.text).not.toContain('12-3456789');
    expect(receipt.pdf).toContain('is not a tax-exempt organization');
  });

  it('tells a sponsor of an exempt team what it received in return, and a sponsor of another team that it is not a gift', async () => {
    const exempt = await sponsorWorld(t, { team: EXEMPT });
    const paid = await checkout(exempt.buyer.client, exempt.team.id, exempt.tier.id);
    await exempt.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(paid.body.url)}/pay`);
    const receipt = await receiptOf(exempt.buyer.business.businessEmail, 'sponsorship_receipt');
    expect(receipt.text).toContain(
      'Tax: Rose City Boosters Inc. (EIN 93-1234567) is a tax-exempt organization. In return for this payment the business receives the recognition its sponsorship tier lists; no other goods or services were provided.',
    );
    expect(receipt.pdf).toContain('(EIN 93-1234567)');

    const plain = await sponsorWorld(t);
    const other = await checkout(plain.buyer.client, plain.team.id, plain.tier.id);
    await plain.buyer.client.post(`/api/payments/sandbox/sessions/${sessionIdOf(other.body.url)}/pay`);
    const otherReceipt = await receiptOf(plain.buyer.business.businessEmail, 'sponsorship_receipt');
    expect(otherReceipt.text).toContain(
      'is not a tax-exempt organization: this payment is not a tax-deductible charitable contribution.',
    );
  });
});
