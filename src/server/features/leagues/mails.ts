import type { DbOrTx } from '../../db/client';
import { type MailBlock, mailBody } from '../../email/layout';
import { enqueueEmail } from '../../email/outbox';

/** A league's mail to a coach or to the league (an invitation, its answer, a team leaving), in one shape. */
export interface LeagueMail {
  kind: 'league_invite' | 'league_answered' | 'league_removed' | 'league_left';
  to: { email: string; name: string | null };
  teamId?: string;
  subject: string;
  lines: MailBlock[];
}

/** Queued in the caller's transaction: sent if and only if the change commits, once. */
export async function leagueMail(db: DbOrTx, mail: LeagueMail): Promise<void> {
  await enqueueEmail(db, {
    kind: mail.kind,
    to: mail.to.email,
    toName: mail.to.name,
    ...(mail.teamId && { teamId: mail.teamId }),
    subject: mail.subject,
    ...mailBody([`Hi ${mail.to.name ?? 'there'},`, ...mail.lines]),
  });
}
