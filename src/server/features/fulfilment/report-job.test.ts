import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { paidSponsorship } from '../../../../tests/support/features/fulfilment';
import { checkout, manualClock, sponsorWorld } from '../../../../tests/support/features/payments';
import { pdfText } from '../../../../tests/support/receipts';
import { emailAttachments, emailOutbox, scheduledSends } from '../../db/schema';
import { SPONSOR_REPORT, sponsorReportJob } from './report-job';

/* The sponsor's report goes by itself when the contract ends, once, whichever instance's job finds it. */

let t: TestApp;
const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
const DAY = 24 * 60;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

async function reportsTo(email: string) {
  const mails = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, 'sponsor_report')));
  return Promise.all(
    mails.map(async (mail) => ({
      ...mail,
      attachments: await t.db.select().from(emailAttachments).where(eq(emailAttachments.emailId, mail.id)),
    })),
  );
}

describe('the sponsor report job', () => {
  it('sends nothing before the contract ends, then exactly one email with the PDF; later and concurrent runs send nothing more', async () => {
    // Season (and contract) Mar 1 to Aug 31, 2026.
    const w = await paidSponsorship(t, ['Logo on team jerseys', 'Banner at home games']);
    const [item] = (await w.owner.client.get(`/api/sponsorships/${w.sponsorshipId}/fulfilment`)).body.items;
    await w.owner.client.put(`/api/sponsorships/${w.sponsorshipId}/deliverables/${item.id}/delivery`, {
      deliveredOn: '2026-06-01',
      note: 'On all fourteen jerseys.',
    });
    await w.owner.client.put(`/api/sponsorships/${w.sponsorshipId}/thank-you`, {
      thankYouNote: 'Thank you, neighbours!',
    });
    const job = () => sponsorReportJob(t.deps);
    const email = w.buyer.business.businessEmail;

    expect(await job().runOnce()).toBe(0);
    // The last day of the contract: not over yet.
    clock.advanceMinutes(91 * DAY); // Aug 31, 12:00 UTC
    expect(await job().runOnce()).toBe(0);
    expect(await reportsTo(email)).toHaveLength(0);

    clock.advanceMinutes(DAY); // Sep 1
    expect(await job().runOnce()).toBe(1);
    const [mail, ...more] = await reportsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(
      `Your sponsorship report: ${w.team.name} (HF-${w.sponsorshipId.replace(/-/g, '').slice(0, 8).toUpperCase()})`,
    );
    expect(mail!.text).toContain('The team delivered 1 of 2 benefits.');
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf' });
    expect(pdf!.filename).toMatch(/^Homefield-report-HF-[0-9A-F]{8}\.pdf$/);
    const text = pdfText(pdf!.content!).join('\n');
    for (const expected of [
      'Logo on team jerseys',
      'DELIVERED JUN 1, 2026',
      'On all fourteen jerseys.',
      'Thank you, neighbours!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(
      await t.db
        .select()
        .from(scheduledSends)
        .where(and(eq(scheduledSends.kind, SPONSOR_REPORT), eq(scheduledSends.subjectKey, w.sponsorshipId))),
    ).toHaveLength(1);

    // Again, and two instances at once: nothing more.
    expect(await job().runOnce()).toBe(0);
    clock.advanceMinutes(10);
    expect(await Promise.all([job().runOnce(), job().runOnce()])).toEqual([0, 0]);
    expect(await reportsTo(email)).toHaveLength(1);
  });

  it('sends each due report once when two instances run at the same time, and only for paid sponsorships', async () => {
    // The clock stands at Sep 1, 2026 from the test above: these contracts have ended too.
    const a = await paidSponsorship(t);
    const b = await paidSponsorship(t);
    const c = await paidSponsorship(t);
    const unpaid = await sponsorWorld(t);
    expect((await checkout(unpaid.buyer.client, unpaid.team.id, unpaid.tier.id)).status).toBe(201);
    const results = await Promise.all([
      sponsorReportJob(t.deps).runOnce(),
      sponsorReportJob(t.deps).runOnce(),
      sponsorReportJob(t.deps).runOnce(),
    ]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const w of [a, b, c]) expect(await reportsTo(w.buyer.business.businessEmail)).toHaveLength(1);
    expect(await reportsTo(unpaid.buyer.business.businessEmail)).toHaveLength(0);
    expect(await sponsorReportJob(t.deps).runOnce()).toBe(0);
  });

  it('works through a backlog a bounded batch at a time', async () => {
    const due = await Promise.all([paidSponsorship(t), paidSponsorship(t), paidSponsorship(t)]);
    const job = sponsorReportJob(t.deps, { batchSize: 2 });
    expect(await job.runOnce()).toBe(2);
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    for (const w of due) expect(await reportsTo(w.buyer.business.businessEmail)).toHaveLength(1);
  });
});
