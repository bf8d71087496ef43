import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailAttachment } from './outbox';

/** One message as the worker hands it to a transport (a row of email_outbox). */
export interface MailMessage {
  id: string;
  kind: string;
  toEmail: string;
  toName: string | null;
  fromName: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** The request or job round that queued it (core/trace.ts). */
  requestId: string | null;
}

export interface MailTransport {
  name: 'outbox' | 'smtp';
  /** Resolves once the message is accepted for delivery; rejects to have the worker retry it later. */
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/**
 * The built-in transport (no SMTP_URL): delivering means keeping the message and its attachments in the
 * outbox, where /dev/mailbox shows them. The worker marks it sent.
 */
export function outboxTransport(): MailTransport {
  return { name: 'outbox', send: async () => {} };
}

export interface SmtpTimeouts {
  /** Waiting for the TCP (or TLS) connection. */
  connectionTimeout?: number;
  /** Waiting for the server's greeting once connected. */
  greetingTimeout?: number;
  /** Inactivity on an open connection. */
  socketTimeout?: number;
}

/** A dead or silent server fails the attempt within seconds; the worker retries it later. */
const DEFAULT_TIMEOUTS: Required<SmtpTimeouts> = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * SMTP conversations open at once. The worker sends a batch side by side (worker.ts), and each
 * conversation is a message's turn: with nodemailer's 5, receipts fell behind gifts paid at 110 a second
 * (issue 24). A message in flight when the process dies is sent again, so this is also the most copies a
 * crash can cause.
 */
export const SMTP_CONNECTIONS = 10;

/** 'Homefield <no-reply@homefield.local>' or 'no-reply@homefield.local' as name and address. */
export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim(), address: match[2]!.trim() };
  return { name: '', address: from.trim() };
}

/**
 * SMTP through nodemailer, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. Each message
 * carries its outbox id as Message-ID, so a receiver can recognise a copy sent again after a lost answer.
 */
export function smtpTransport(url: string, from: string, timeouts: SmtpTimeouts = {}): MailTransport {
  const sender = parseFrom(from);
  const domain = sender.address.split('@')[1] || 'homefield.local';
  // Pooled: a connection is kept for the next message. A new one per message cost about 100 ms of
  // handshakes here, capping the outbox at 5 to 10 messages a second (issue 24's gifts).
  const transporter = nodemailer.createTransport({
    ...DEFAULT_TIMEOUTS,
    ...timeouts,
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: {
          name: message.fromName ? `${message.fromName} via Homefield` : sender.name,
          address: sender.address,
        },
        to: message.toName ? { name: message.toName, address: message.toEmail } : message.toEmail,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments,
        messageId: `<${message.id}@${domain}>`,
        headers: {
          'X-Homefield-Kind': message.kind,
          ...(message.requestId ? { 'X-Request-Id': message.requestId } : {}),
        },
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise mail stays in the outbox, readable at /dev/mailbox. */
export function transportFor(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport();
}
