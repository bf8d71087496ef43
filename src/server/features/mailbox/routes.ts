import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  mailboxAttachmentIdSchema,
  mailboxIdSchema,
  mailboxQuerySchema,
} from '../../../shared/schemas/mailbox';
import { requireRole } from '../../auth/guards';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { listMessages, readAttachment, readMessage } from './service';

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
  .get('/', mailboxGate, async (c) => {
    const { page } = parseWith(mailboxQuerySchema, c.req.query());
    return c.json(await listMessages(c.var.deps.database.db, page));
  })
  .get('/:id', mailboxGate, async (c) => {
    const { id } = parseWith(mailboxIdSchema, { id: c.req.param('id') });
    return c.json(await readMessage(c.var.deps.database.db, c.var.deps.config, id));
  })
  .get('/:id/attachments/:attachmentId', mailboxGate, async (c) => {
    const { id, attachmentId } = parseWith(mailboxAttachmentIdSchema, c.req.param());
    const file = await readAttachment(c.var.deps.database.db, id, attachmentId);
    // Always a download, never shown inline: an attachment is not a page of this site.
    return c.body(new Uint8Array(file.content), 200, {
      'content-type': file.contentType,
      'content-disposition': attachmentDisposition(file.filename),
      'cache-control': 'private, no-store',
    });
  });
