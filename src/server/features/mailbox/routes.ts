import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  MAILBOX_PAGE_SIZE,
  type MailboxList,
  type MailboxMessage,
  type MailboxSummary,
  type MailStatus,
  mailboxIdSchema,
  mailboxQuerySchema,
} from '../../../shared/schemas/mailbox';
import { requireRole } from '../../auth/guards';
import type { Config } from '../../config';
import { emailOutbox } from '../../db/schema';
import { parseFrom } from '../../email/transports';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/validate';

type Row = typeof emailOutbox.$inferSelect;

const adminOnly = requireRole('admin');

/**
 * On while mail stays in the outbox (no SMTP_URL): otherwise the mailbox does not exist (404).
 * With NODE_ENV=production only admins may read it.
 */
const mailboxGate = createMiddleware<AppEnv>(async (c, next) => {
  const { config } = c.var.deps;
  if (!config.mailboxEnabled) throw notFound();
  if (config.isProduction) return adminOnly(c, next);
  await next();
});

function summary(row: Row): MailboxSummary {
  return {
    id: row.id,
    to: row.toEmail,
    toName: row.toName,
    subject: row.subject,
    kind: row.kind,
    status: row.status as MailStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function fromLine(config: Config, fromName: string | null): string {
  if (!fromName) return config.MAIL_FROM;
  return `${fromName} via Homefield <${parseFrom(config.MAIL_FROM).address}>`;
}

export const mailboxRoutes = new Hono<AppEnv>()
  .use('*', mailboxGate)
  .get('/', async (c) => {
    const { page } = parseWith(mailboxQuerySchema, c.req.query());
    const { db } = c.var.deps.database;
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(MAILBOX_PAGE_SIZE)
        .offset((page - 1) * MAILBOX_PAGE_SIZE),
      db.select({ n: count() }).from(emailOutbox),
    ]);
    const body: MailboxList = {
      messages: rows.map(summary),
      page,
      pageSize: MAILBOX_PAGE_SIZE,
      total: totals[0]?.n ?? 0,
    };
    return c.json(body);
  })
  .get('/:id', async (c) => {
    const { id } = parseWith(mailboxIdSchema, { id: c.req.param('id') });
    const [row] = await c.var.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw notFound('That message is not in the mailbox.');
    const body: MailboxMessage = {
      ...summary(row),
      from: fromLine(c.var.deps.config, row.fromName),
      fromName: row.fromName,
      replyTo: row.replyTo,
      text: row.text,
      html: row.html,
      lastError: row.lastError,
    };
    return c.json(body);
  });
