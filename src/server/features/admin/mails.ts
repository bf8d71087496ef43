import { mailBody, typedParagraphs } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';

/**
 * An email an admin wrote in the email dialog, sent to one recipient as it was typed (blank lines part its
 * paragraphs). Its text may say "reply to this email": the reply goes to the admin who wrote it, never to
 * the no-reply sender.
 */
export function adminMail(input: {
  to: string;
  toName: string;
  subject: string;
  message: string;
  replyTo: string;
}): OutgoingMail {
  return {
    kind: 'admin',
    to: input.to,
    toName: input.toName || null,
    subject: input.subject,
    replyTo: input.replyTo,
    ...mailBody(typedParagraphs(input.message), { signed: false }),
  };
}
