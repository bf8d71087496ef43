import { and, desc, eq, or } from 'drizzle-orm';
import type { MessageSenderType } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/schemas/auth';
import {
  MESSAGE_THREAD_LIMIT,
  type MessageThreadResponse,
  type SendMessageInput,
  type ThreadMessage,
} from '../../../shared/schemas/messages';
import { consumeAttempt } from '../../auth/rate-limit';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { businesses, messages, sponsorships, teams, users } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox';
import { isUuid } from '../../http/ids';
import { messageNoticeMail } from './mails';
import { consumeMessageAllowance, pairStanding, writeRefusal } from './message-rules';

const NO_SPONSORSHIP = 'Sponsorship not found';

/** The other party hears of new messages at most once an hour per thread, however many arrive. */
const NOTICE_LIMIT = { attempts: 1, windowMinutes: 60 };

const DASHBOARD_PATH: Record<MessageSenderType, string> = {
  business: '/business-dashboard',
  team: '/team-dashboard',
};

/**
 * The sponsorship if the user is one of its two parties: the business's owner (writes as 'business') or
 * the team's creator (writes as 'team'). Everyone else gets the same 404 as for a missing id.
 */
async function threadParty(db: DbOrTx, userId: string, sponsorshipId: string) {
  if (!isUuid(sponsorshipId)) throw notFound(NO_SPONSORSHIP);
  const [row] = await db
    .select({
      id: sponsorships.id,
      teamId: sponsorships.teamId,
      businessId: sponsorships.businessId,
      business: {
        name: businesses.businessName,
        contactName: businesses.contactName,
        email: businesses.businessEmail,
        createdBy: businesses.createdBy,
      },
      team: {
        name: teams.name,
        contactName: teams.coachName,
        email: teams.contactEmail,
        createdBy: teams.createdBy,
      },
    })
    .from(sponsorships)
    .innerJoin(businesses, eq(businesses.id, sponsorships.businessId))
    .innerJoin(teams, eq(teams.id, sponsorships.teamId))
    .where(
      and(
        eq(sponsorships.id, sponsorshipId),
        or(eq(businesses.createdBy, userId), eq(teams.createdBy, userId)),
      ),
    );
  if (!row) throw notFound(NO_SPONSORSHIP);
  // Someone on both sides of one sponsorship writes as the sponsor: paying is what they did here.
  const side: MessageSenderType = row.business.createdBy === userId ? 'business' : 'team';
  return { ...row, side };
}

type Party = Awaited<ReturnType<typeof threadParty>>;

function senderName(party: Party, senderType: MessageSenderType, fullName: string | null): string {
  return fullName?.trim() || (senderType === 'business' ? party.business.name : party.team.name);
}

/**
 * The thread, oldest first (its latest MESSAGE_THREAD_LIMIT messages), for either party, and why the
 * viewer may not write in it, if so. A business reads the threads of all its own sponsorships, even one
 * it may not write in (an unpaid checkout, a team that blocked it): nothing in them is someone else's.
 */
export async function readThread(
  db: DbOrTx,
  userId: string,
  sponsorshipId: string,
): Promise<MessageThreadResponse> {
  const party = await threadParty(db, userId, sponsorshipId);
  const standing = await pairStanding(db, party);
  const rows = await db
    .select({
      id: messages.id,
      senderType: messages.senderType,
      message: messages.message,
      createdAt: messages.createdAt,
      fullName: users.fullName,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.sponsorshipId, party.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_THREAD_LIMIT);
  return {
    businessName: party.business.name,
    teamName: party.team.name,
    teamId: party.teamId,
    businessId: party.businessId,
    blocked: standing.blocked,
    cannotWrite: writeRefusal(party.side, standing)?.message ?? null,
    messages: rows.reverse().map(
      (row): ThreadMessage => ({
        id: row.id,
        senderType: row.senderType,
        senderName: senderName(party, row.senderType, row.fullName),
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
  };
}

/**
 * Adds the user's message to the thread as their side, if their side may write (message-rules.ts) and
 * they are within their message limits, and in the same transaction queues a notice to the other side
 * unless one went out for this thread within the hour (the counters live in the database, so they hold
 * across app instances).
 */
export async function postMessage(
  deps: Deps,
  user: SessionUser,
  sponsorshipId: string,
  input: SendMessageInput,
  appUrl: string,
): Promise<ThreadMessage> {
  const { db } = deps.database;
  const party = await threadParty(db, user.id, sponsorshipId);
  const recipientSide: MessageSenderType = party.side === 'business' ? 'team' : 'business';
  const name = senderName(party, party.side, user.fullName);
  const { stored, queued } = await db.transaction(async (tx) => {
    const refusal = writeRefusal(party.side, await pairStanding(tx, party));
    if (refusal) throw refusal;
    await consumeMessageAllowance(tx, user.id, party.id);
    const [stored] = await tx
      .insert(messages)
      .values({ sponsorshipId: party.id, senderId: user.id, senderType: party.side, message: input.message })
      .returning({ id: messages.id, message: messages.message, createdAt: messages.createdAt });
    const notice = await consumeAttempt(tx, `message-notice:${party.id}:${recipientSide}`, NOTICE_LIMIT);
    if (notice.allowed) {
      const recipient = party[recipientSide];
      await enqueueEmail(
        tx,
        messageNoticeMail({
          to: recipient.email,
          toName: recipient.contactName,
          senderName: name,
          senderParty: party[party.side].name,
          teamName: party.team.name,
          message: stored!.message,
          dashboardUrl: `${appUrl}${DASHBOARD_PATH[recipientSide]}`,
        }),
      );
    }
    return { stored: stored!, queued: notice.allowed };
  });
  if (queued) deps.mail?.kick();
  return {
    id: stored.id,
    senderType: party.side,
    senderName: name,
    message: stored.message,
    createdAt: stored.createdAt.toISOString(),
  };
}
