import { z } from 'zod';
import type { MessageSenderType } from '../constants';
import { LIMITS } from '../limits';

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
  messages: ThreadMessage[];
}

/** POST /api/sponsorships/:id/messages answers 201 with the stored message. */
export interface SendMessageResponse {
  message: ThreadMessage;
}
