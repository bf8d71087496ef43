import { escapeHtml } from '../../email/html';
import type { OutgoingMail } from '../../email/outbox';

/** Plain text as HTML: blank lines part paragraphs, single newlines break lines, nothing else is markup. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * An email an admin wrote in the email dialog, sent to one recipient as it was typed. Its text may say
 * "reply to this email": the reply goes to the admin who wrote it, never to the no-reply sender.
 */
export function adminMail(input: {
  to: string;
  toName: string;
  subject: string;
  message: string;
  replyTo: string;
}): OutgoingMail {
  const message = input.message.replace(/\r\n?/g, '\n');
  return {
    kind: 'admin',
    to: input.to,
    toName: input.toName || null,
    subject: input.subject,
    replyTo: input.replyTo,
    text: message,
    html: `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:600px;margin:0 auto;color:#334155;line-height:1.6">
${textToHtml(message)}
</div>`,
  };
}
