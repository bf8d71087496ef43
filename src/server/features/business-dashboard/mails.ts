import { mailBody } from '../../email/layout';
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
  return {
    kind: 'sponsorship_message',
    to: input.to,
    toName: input.toName,
    subject: `New message from ${party} on Homefield`,
    ...mailBody([
      `Hi ${oneLine(input.toName)},`,
      {
        quote: preview(input.message),
        title: `${from} sent you a message about the sponsorship of ${oneLine(input.teamName)} on Homefield`,
      },
      { actions: [{ label: 'Read and reply on your dashboard', href: input.dashboardUrl }] },
    ]),
  };
}
