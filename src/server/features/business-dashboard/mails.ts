import { escapeHtml } from '../../email/html';
import type { OutgoingMail } from '../../email/outbox';

export interface MessageNoticeInput {
  to: string;
  toName: string;
  /** The person who wrote, and the business or team they wrote for. */
  senderName: string;
  senderParty: string;
  teamName: string;
  message: string;
  /** The recipient's dashboard, where the thread is read and answered. */
  dashboardUrl: string;
}

const PREVIEW_MAX = 500;

/** A line break in a name must not end up in a header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function preview(message: string): string {
  return message.length > PREVIEW_MAX ? `${message.slice(0, PREVIEW_MAX).trimEnd()}…` : message;
}

/** Tells the other party of a sponsorship that a message is waiting (at most one an hour per thread and side). */
export function messageNoticeMail(input: MessageNoticeInput): OutgoingMail {
  const sender = oneLine(input.senderName);
  const party = oneLine(input.senderParty);
  const from = sender === party ? party : `${sender} of ${party}`;
  const about = `the sponsorship of ${oneLine(input.teamName)}`;
  const greeting = `Hi ${oneLine(input.toName)},`;
  const quote = preview(input.message);
  const text = `${greeting}\n\n${from} sent you a message about ${about} on Homefield:\n\n${quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}\n\nRead and reply on your dashboard: ${input.dashboardUrl}\n\nThe Homefield team`;
  const html = `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:600px;margin:0 auto;color:#334155;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(from)}</strong> sent you a message about ${escapeHtml(about)} on Homefield:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #F2B705;background:#f8fafc;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>
<p style="margin:28px 0"><a href="${escapeHtml(input.dashboardUrl)}" style="display:inline-block;background:#0B1F3A;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">Read and reply</a></p>
<p>The Homefield team</p>
</div>`;
  return {
    kind: 'sponsorship_message',
    to: input.to,
    toName: input.toName,
    subject: `New message from ${party} on Homefield`,
    text,
    html,
  };
}
