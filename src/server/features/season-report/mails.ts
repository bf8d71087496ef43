import { formatCents } from '../../../shared/money';
import type { SeasonReport } from '../../../shared/schemas/season-report';
import { escapeHtml } from '../../email/html';
import type { OutgoingMail } from '../../email/outbox';
import { seasonReportCsv, seasonReportFilename } from './report-csv';
import { seasonReportPdf } from './report-pdf';

export interface SeasonReportMailInput {
  report: SeasonReport;
  team: { email: string; coachName: string };
  appUrl: string;
  now: Date;
}

const SHELL_START = `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:600px;margin:0 auto;color:#334155;line-height:1.6">`;

/** The team manager's season report: the figures in the message, the whole report as a PDF and a CSV. */
export async function seasonReportMail({
  report,
  team,
  appUrl,
  now,
}: SeasonReportMailInput): Promise<OutgoingMail> {
  const manager = `${appUrl}/team-sponsorship-manager`;
  const greeting = `Hi ${team.coachName},`;
  const intro = `${report.team.name}'s season (${report.period.label}) has ended. Here is your season report: every sponsor and every donation, with the totals per player and per tier. The PDF is ready to share; the CSV opens in any spreadsheet.`;
  const figures = [
    ['Total raised', formatCents(report.raised.totalCents)],
    ['Platform sponsors', formatCents(report.raised.sponsorshipsCents)],
    ['Sponsors added by hand', formatCents(report.raised.manualSponsorsCents)],
    ['Player donations', formatCents(report.raised.donationsCents)],
  ] as const;
  const rows = figures
    .map(
      ([name, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#64748b">${escapeHtml(name)}</td><td style="padding:6px 0;color:#0B1F3A;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    kind: 'season_report',
    to: team.email,
    toName: team.coachName,
    subject: `${report.team.name} season report: ${formatCents(report.raised.totalCents)} raised`,
    text: `${greeting}\n\n${intro}\n\n${figures.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\nThank your sponsors and download the report again from your sponsorship manager: ${manager}\n\nThe Homefield team`,
    html: `${SHELL_START}<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0;border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0">${rows}</table><p style="margin:28px 0"><a href="${escapeHtml(manager)}" style="display:inline-block;background:#0B1F3A;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">Open the sponsorship manager</a></p><p>The Homefield team</p></div>`,
    attachments: [
      {
        filename: seasonReportFilename(report, 'pdf'),
        contentType: 'application/pdf',
        content: await seasonReportPdf(report, now),
      },
      {
        filename: seasonReportFilename(report, 'csv'),
        contentType: 'text/csv',
        content: Buffer.from(seasonReportCsv(report), 'utf8'),
      },
    ],
  };
}
