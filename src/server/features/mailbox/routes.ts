import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  mailboxAttachmentIdSchema,
  mailboxIdSchema,
  mailboxQuerySchema,
} from '../../../shared/schemas/mailbox';
import type { AppEnv } from '../../core/deps';
import { notFound } from '../../core/errors';
import { parseWith, query } from '../../http/validate';
import { listMessages, readAttachment, readMessage } from './service';

/**
 * The dev mailbox shows every email with its links (sign-in, confirmation, payment): it exists only outside
 * production while mail stays in the outbox (no SMTP_URL), and answers only requests from this machine,
 * judged by the socket's own address (never X-Forwarded-For, which anyone can write). Elsewhere: 404.
 */
const mailboxGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.deps.config.mailboxEnabled || !isLoopback(socketAddress(c))) throw notFound();
  await next();
});

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** RFC 6266: a plain-ASCII name for old clients, the exact UTF-8 name for the rest. */
function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export const mailboxRoutes = new Hono<AppEnv>()
  .get('/', mailboxGate, query(mailboxQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await listMessages(c.var.deps.database.db, page));
  })
  .get('/:id', mailboxGate, async (c) => {
    const { id } = parseWith(mailboxIdSchema, { id: c.req.param('id') });
    return c.json(
      await readMessage(c.var.deps.database.db, c.var.deps.config, c.var.deps.attachmentDrawings, id),
    );
  })
  .get('/:id/attachments/:attachmentId', mailboxGate, async (c) => {
    const { id, attachmentId } = parseWith(mailboxAttachmentIdSchema, c.req.param());
    const file = await readAttachment(
      c.var.deps.database.db,
      c.var.deps.attachmentDrawings,
      id,
      attachmentId,
    );
    // Always a download, never shown inline: an attachment is not a page of this site.
    return c.body(new Uint8Array(file.content), 200, {
      'content-type': file.contentType,
      'content-disposition': attachmentDisposition(file.filename),
      'cache-control': 'private, no-store',
    });
  });
