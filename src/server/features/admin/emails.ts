import { eq } from 'drizzle-orm';
import { type AdminEmail, emailFailedMessage, type SendEmailsResponse } from '../../../shared/schemas/admin';
import { emailSchema } from '../../../shared/schemas/auth';
import { audit } from '../../audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { type AdminCall, auditContext } from './context';
import { adminMail } from './mails';

/**
 * Queues one email per recipient, in order, and stops at the first address that cannot be used
 * (DECISIONS): the answer (422) names it in its message and its field (`recipients.{index}.email`),
 * and says in X-Emails-Sent how many recipients before it keep their queued email.
 */
/** Where replies to an admin's email go: the admin's own address. */
export async function adminAddress(call: { db: DbOrTx; actorId: string }): Promise<string> {
  const [admin] = await call.db.select({ email: users.email }).from(users).where(eq(users.id, call.actorId));
  return admin!.email;
}

export async function sendAdminEmails(call: AdminCall, input: AdminEmail): Promise<SendEmailsResponse> {
  const queued: string[] = [];
  let failure: AppError | null = null;
  const replyTo = await adminAddress(call);
  for (const [index, recipient] of input.recipients.entries()) {
    const address = emailSchema.safeParse(recipient.email);
    if (!address.success) {
      const reason = address.error.issues[0]?.message ?? 'Invalid email address';
      failure = new AppError(
        422,
        'EMAIL_NOT_SENT',
        emailFailedMessage(recipient.email, reason),
        { [`recipients.${index}.email`]: [reason] },
        { 'x-emails-sent': String(queued.length) },
      );
      break;
    }
    await enqueueEmail(
      call.db,
      adminMail({
        to: address.data,
        toName: recipient.name,
        subject: input.subject,
        message: input.message,
        replyTo,
      }),
    );
    queued.push(address.data);
  }
  if (queued.length > 0) {
    call.deps.mail?.kick();
    await audit(call.db, call.log, {
      action: 'ADMIN_EMAIL_SENT',
      comment: `Admin email "${input.subject}" sent to ${queued.length} recipient(s)`,
      data: {
        subject: input.subject,
        recipients: queued,
        ...(failure ? { stoppedAt: failure.message } : {}),
      },
      ...auditContext(call),
    });
  }
  if (failure) throw failure;
  return { sent: queued.length };
}
