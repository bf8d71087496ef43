import { z } from 'zod';
import type { MessageSenderType } from '../constants';
import { LIMITS } from '../limits';
import { optionalReasonSchema } from './reason';

export const MESSAGE_MAX = LIMITS.longText;
export const MESSAGE_REQUIRED = 'Please write a message';
export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX} characters`;
/** The latest messages of a thread that are shown (oldest first). */
export const MESSAGE_THREAD_LIMIT = 500;

/** POST /api/sponsorships/:id/messages and the send box: non-blank after trimming (spec part 2, section 5). */
export const sendMessageSchema = z
  .object({
    message: z
      .string({ error: MESSAGE_REQUIRED })
      .trim()
      .min(1, MESSAGE_REQUIRED)
      .max(MESSAGE_MAX, MESSAGE_TOO_LONG),
  })
  .strict();
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export interface ThreadMessage {
  id: string;
  senderType: MessageSenderType;
  /** The author's name, or their business or team when the account has no name (or is gone). */
  senderName: string;
  message: string;
  createdAt: string;
}

/** GET /api/sponsorships/:id/messages: the two parties and the thread, oldest first. */
export interface MessageThreadResponse {
  businessName: string;
  teamName: string;
  /** The two parties' ids: the team's 'Block this business' acts on them. */
  teamId: string;
  businessId: string;
  /** Whether the team has blocked this business (it then cannot write to the team in any thread). */
  blocked: boolean;
  /** Why the viewer may not write here (MESSAGE_NO_TIE or MESSAGE_BLOCKED), or null when they may. */
  cannotWrite: string | null;
  messages: ThreadMessage[];
}

/** 403 NO_TIE: a business writes to a team only once they have a real tie (hole 5 of issue 18). */
export const MESSAGE_NO_TIE =
  'You can message a team once your sponsorship is paid, or after the team writes to you.';
/** 403 BLOCKED_BY_TEAM. */
export const MESSAGE_BLOCKED = 'This team is not accepting messages from your business.';

/** How often one person may write: per thread, and over all their threads (held in the database). */
export const MESSAGE_RATE_LIMITS = {
  perThread: { attempts: 20, windowMinutes: 60 },
  perHour: { attempts: 40, windowMinutes: 60 },
  perDay: { attempts: 150, windowMinutes: 24 * 60 },
} as const;

export function messageRateLimited(minutesLeft: number): string {
  return `You have sent a lot of messages. Please wait ${minutesLeft} minutes before sending another.`;
}

/** PUT /api/teams/:teamId/blocked-businesses/:businessId: the team's reason goes to the admins' log. */
export const blockBusinessSchema = z
  .object({
    reason: optionalReasonSchema,
  })
  .strict();
export type BlockBusinessInput = z.input<typeof blockBusinessSchema>;

/** PUT and DELETE /api/teams/:teamId/blocked-businesses/:businessId answer the block's new state. */
export interface BusinessBlockResponse {
  businessId: string;
  blocked: boolean;
}

/** POST /api/sponsorships/:id/messages answers 201 with the stored message. */
export interface SendMessageResponse {
  message: ThreadMessage;
}
