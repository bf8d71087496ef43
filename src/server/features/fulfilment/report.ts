import { asc, count, eq } from 'drizzle-orm';
import { sponsorshipImpact } from '../../../shared/impact';
import { formatCents } from '../../../shared/money';
import { contractPeriod, receiptReference } from '../../../shared/schemas/payments';
import type { DbOrTx } from '../../db/client';
import { businesses, messages, sponsorshipDeliverables, sponsorships, teams } from '../../db/schema';
import { mailBody } from '../../email/layout';
import type { MailAttachment, OutgoingMail } from '../../email/outbox';
import { seasonSpending } from '../expenses/spending';
import { reportPdf, type SponsorReport } from './report-pdf';
import { createDeliverables } from './service';

/** The report of a sponsorship, read in one go (the caller has checked who may see it); null if it is gone. */
export async function loadReport(
  db: DbOrTx,
  sponsorshipId: string,
  options: { now: Date; supportEmail: string },
): Promise<SponsorReport | null> {
  const [row] = await db
    .select({
      tierName: sponsorships.tierName,
      tierBenefits: sponsorships.tierBenefits,
      amount: sponsorships.amount,
      start: sponsorships.contractStartDate,
      end: sponsorships.contractEndDate,
      thankYouNote: sponsorships.thankYouNote,
      teamId: teams.id,
      teamName: teams.name,
      teamSize: teams.teamSize,
      businessName: businesses.businessName,
      contactName: businesses.contactName,
      businessEmail: businesses.businessEmail,
    })
    .from(sponsorships)
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .where(eq(sponsorships.id, sponsorshipId));
  if (!row) return null;
  await createDeliverables(db, sponsorshipId, row.tierBenefits);
  const [items, [thread], spending] = await Promise.all([
    db
      .select({
        benefit: sponsorshipDeliverables.benefit,
        deliveredOn: sponsorshipDeliverables.deliveredOn,
        note: sponsorshipDeliverables.note,
        photo: sponsorshipDeliverables.photo,
        photoType: sponsorshipDeliverables.photoType,
      })
      .from(sponsorshipDeliverables)
      .where(eq(sponsorshipDeliverables.sponsorshipId, sponsorshipId))
      .orderBy(asc(sponsorshipDeliverables.position)),
    db.select({ n: count() }).from(messages).where(eq(messages.sponsorshipId, sponsorshipId)),
    seasonSpending(db, row.teamId),
  ]);
  return {
    sponsorshipId,
    reference: receiptReference(sponsorshipId),
    madeAt: options.now,
    teamName: row.teamName,
    business: { name: row.businessName, contactName: row.contactName, email: row.businessEmail },
    tierName: row.tierName,
    amountCents: row.amount,
    contractStartDate: row.start,
    contractEndDate: row.end,
    items: items.map((item) => ({
      benefit: item.benefit,
      deliveredOn: item.deliveredOn,
      note: item.note,
      photo: item.photo && item.photoType ? { bytes: item.photo, type: item.photoType } : null,
    })),
    messageCount: thread?.n ?? 0,
    // The business dashboard's estimate, from the same function.
    impact: sponsorshipImpact(row.teamSize, row.start, row.end),
    thankYouNote: row.thankYouNote,
    // Where the money went: only once the team has recorded what it spent this season.
    spending: spending.spentCents > 0 ? spending : null,
    supportEmail: options.supportEmail,
  };
}

/** 'Homefield-report-HF-1A2B3C4D.pdf'. */
export function reportFilename(report: Pick<SponsorReport, 'reference'>): string {
  return `Homefield-report-${report.reference.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

export async function reportAttachment(report: SponsorReport): Promise<MailAttachment> {
  return {
    filename: reportFilename(report),
    contentType: 'application/pdf',
    content: await reportPdf(report),
  };
}

/** The report sent to the sponsor when the contract ends, with the PDF attached. */
export async function sponsorReportMail(report: SponsorReport, appUrl: string): Promise<OutgoingMail> {
  const delivered = report.items.filter((item) => item.deliveredOn).length;
  const dashboard = `${appUrl}/business-dashboard`;
  const greeting = `Hi ${report.business.contactName},`;
  const intro = `Your ${report.tierName ?? 'team'} sponsorship of ${report.teamName} (${formatCents(report.amountCents)}, ${contractPeriod(report.contractStartDate, report.contractEndDate)}) has come to the end of its contract. Thank you for backing local youth sports!`;
  const summary = `The team delivered ${delivered} of ${report.items.length} ${report.items.length === 1 ? 'benefit' : 'benefits'}. Your report, with the delivery dates, photos and the team's thank-you note, is attached as a PDF; you can download it again from your dashboard at any time.`;
  return {
    kind: 'sponsor_report',
    to: report.business.email,
    toName: report.business.contactName,
    subject: `Your sponsorship report: ${report.teamName} (${report.reference})`,
    ...mailBody([greeting, intro, summary, { actions: [{ label: 'Open my dashboard', href: dashboard }] }]),
    attachments: [await reportAttachment(report)],
  };
}
