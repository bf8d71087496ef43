import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  toName?: string | null;
  fromName?: string | null;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** What sent it (verify_email, fundraising, admin, receipt...), for the mailbox and the logs. */
  kind: string;
  /** The team the mail is sent for, where a per-team limit counts it (fundraising). */
  teamId?: string | null;
}

/** Queues a message in the caller's transaction, so mail is sent if and only if the action commits. */
export async function enqueueEmail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toEmail: mail.to,
      toName: mail.toName ?? null,
      fromName: mail.fromName ?? null,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
      teamId: mail.teamId ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
