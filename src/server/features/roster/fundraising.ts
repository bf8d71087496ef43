import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  CONTENT_REQUIRED,
  FUNDRAISING_DAILY_LIMIT,
  type FundraisingEmailResult,
  type FundraisingEmailValues,
} from '../../../shared/schemas/roster';
import { playerPath } from '../../../shared/slug';
import type { Deps } from '../../core/deps';
import { AppError, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, playerContacts } from '../../db/schema';
import { escapeHtml } from '../../email/html';
import { enqueueEmail } from '../../email/outbox';
import { CONTACT_NOT_FOUND, lockTeam, ownPlayerOr404 } from './access';
import { fillTemplate, fundraisingMail, htmlToText, sanitizeContent } from './mails';
import { unsubscribeUrl } from './unsubscribe';

const KIND = 'fundraising';

export function dailyLimitMessage(remaining: number): string {
  const left = `Your team can send ${FUNDRAISING_DAILY_LIMIT} fundraising emails every 24 hours and has ${remaining} left today.`;
  return remaining > 0
    ? `${left} Choose fewer contacts, or try again tomorrow.`
    : `${left} Please try again tomorrow.`;
}

/** Counts the team's fundraising emails of the last 24 hours; the caller holds the team's lock. */
async function assertWithinDailyLimit(tx: DbOrTx, teamId: string, wanted: number): Promise<void> {
  const [sent] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.teamId, teamId),
        eq(emailOutbox.kind, KIND),
        gt(emailOutbox.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  const remaining = Math.max(0, FUNDRAISING_DAILY_LIMIT - (sent?.n ?? 0));
  if (wanted > remaining) throw new AppError(429, 'DAILY_LIMIT', dailyLimitMessage(remaining));
}

/**
 * Queues one email per selected contact of the caller's own player, all in one transaction: a contact id
 * that is not this player's refuses the whole send (404). Unsubscribed contacts are skipped and counted.
 * Names come from the database; the letter is sanitised before anything is built from it.
 */
export async function sendFundraisingEmail(
  deps: Deps,
  userId: string,
  playerId: string,
  input: FundraisingEmailValues,
  appUrl: string,
): Promise<FundraisingEmailResult> {
  const content = sanitizeContent(input.htmlContent);
  if (!htmlToText(content)) {
    throw new AppError(400, 'VALIDATION_FAILED', CONTENT_REQUIRED, { htmlContent: [CONTENT_REQUIRED] });
  }
  const contactIds = [...new Set(input.contactIds)];
  const { db } = deps.database;
  const result = await db.transaction(async (tx) => {
    const player = await ownPlayerOr404(tx, userId, playerId);
    await lockTeam(tx, player.teamId);
    const contacts = await tx
      .select({
        id: playerContacts.id,
        name: playerContacts.contactName,
        email: playerContacts.contactEmail,
        unsubscribedAt: playerContacts.unsubscribedAt,
      })
      .from(playerContacts)
      .where(and(eq(playerContacts.playerId, player.id), inArray(playerContacts.id, contactIds)));
    if (contacts.length !== contactIds.length) throw notFound(CONTACT_NOT_FOUND);
    const recipients = contacts.filter((contact) => contact.unsubscribedAt === null);
    await assertWithinDailyLimit(tx, player.teamId, recipients.length);

    const names = { player: player.playerName, team: player.teamName };
    const subject = fillTemplate(input.subject, names);
    const html = fillTemplate(content, names, escapeHtml);
    const playerUrl = `${appUrl}${playerPath(player.urlSlug)}`;
    for (const contact of recipients) {
      const mail = fundraisingMail({
        to: contact.email,
        toName: contact.name,
        senderName: input.senderName,
        senderEmail: input.senderEmail,
        subject,
        html,
        names,
        playerUrl,
        unsubscribeUrl: unsubscribeUrl(appUrl, deps.config.SESSION_SECRET, contact.id),
      });
      // The team tag is what the daily limit counts.
      await enqueueEmail(tx, { ...mail, teamId: player.teamId });
    }
    return { successful: recipients.length, skipped: contacts.length - recipients.length };
  });
  if (result.successful > 0) deps.mail?.kick();
  return result;
}
