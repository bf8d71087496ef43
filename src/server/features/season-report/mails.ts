import { formatCents } from '../../../shared/money';
import type { SeasonReport } from '../../../shared/schemas/season-report';
import { mailBody } from '../../email/layout';
import type { AttachmentDrawing, OutgoingMail } from '../../email/outbox';
import { seasonReportCsv, seasonReportFilename } from './report-csv';
import { seasonReportPdf } from './report-pdf';

/** The report's PDF is drawn when the mail goes out, in the outbox's thread, not in the rollover's request. */
export const SEASON_REPORT_PDF = 'season_report_pdf';

interface SeasonReportPdfInput {
  report: SeasonReport;
  /** ISO: the PDF's creation date, the same however often it is drawn. */
  generatedAt: string;
}

export function seasonReportPdfDrawing(input: unknown): Promise<Buffer> {
  const { report, generatedAt } = input as SeasonReportPdfInput;
  return seasonReportPdf(report, new Date(generatedAt));
}

export interface SeasonReportMailInput {
  report: SeasonReport;
  team: { email: string; coachName: string };
  appUrl: string;
  now: Date;
}

/** The team manager's season report: the figures in the message, the whole report as a PDF and a CSV. */
export function seasonReportMail({ report, team, appUrl, now }: SeasonReportMailInput): OutgoingMail {
  const manager = `${appUrl}/team-sponsorship-manager`;
  const greeting = `Hi ${team.coachName},`;
  const intro = `${report.team.name}'s season (${report.period.label}) has ended. Here is your season report: every sponsor and every donation, with the totals per player and per tier. The PDF is ready to share; the CSV opens in any spreadsheet.`;
  const figures = [
    ['Total raised', formatCents(report.raised.totalCents)],
    ['Platform sponsors', formatCents(report.raised.sponsorshipsCents)],
    ['Sponsors added by hand', formatCents(report.raised.manualSponsorsCents)],
    ['Player donations', formatCents(report.raised.donationsCents)],
  ] as const;
  return {
    kind: 'season_report',
    to: team.email,
    toName: team.coachName,
    subject: `${report.team.name} season report: ${formatCents(report.raised.totalCents)} raised`,
    ...mailBody([
      greeting,
      intro,
      { details: figures, strong: true },
      {
        lead: 'Thank your sponsors and download the report again from your sponsorship manager.',
        actions: [{ label: 'Open the sponsorship manager', href: manager }],
      },
    ]),
    attachments: [
      {
        filename: seasonReportFilename(report, 'pdf'),
        contentType: 'application/pdf',
        drawing: {
          kind: SEASON_REPORT_PDF,
          input: { report, generatedAt: now.toISOString() } satisfies SeasonReportPdfInput,
        } satisfies AttachmentDrawing,
      },
      {
        filename: seasonReportFilename(report, 'csv'),
        contentType: 'text/csv',
        content: Buffer.from(seasonReportCsv(report), 'utf8'),
      },
    ],
  };
}
