import { Hono } from 'hono';
import { markDeliveredSchema, thankYouSchema } from '../../../shared/schemas/fulfilment';
import { actor, requireUser } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { notFound } from '../../core/errors';
import { allowBody } from '../../http/body-limit';
import { readUpload } from '../../http/upload';
import { body } from '../../http/validate';
import { PHOTO_BODY_LIMIT, PHOTO_UPLOAD } from './photos';
import { loadReport, reportFilename } from './report';
import { reportPdf } from './report-pdf';
import {
  fulfilmentParty,
  markDelivered,
  readChecklist,
  readPhoto,
  setPhoto,
  setThankYouNote,
  teamParty,
  unmarkDelivered,
} from './service';

const ITEM = '/sponsorships/:id/deliverables/:itemId';

/**
 * Fulfilment tracking and the sponsor's report (mounted at /api). The team's owner edits; the sponsoring
 * business's owner reads the checklist, the photos and the report; anonymous callers get 401 and everyone
 * else, admins included, the 404 of a missing sponsorship.
 */
export const fulfilmentRoutes = new Hono<AppEnv>()
  .get('/sponsorships/:id/fulfilment', requireUser, async (c) =>
    c.json(await readChecklist(c.var.deps, actor(c).id, c.req.param('id'))),
  )
  .put(`${ITEM}/delivery`, requireUser, body(markDeliveredSchema), async (c) => {
    const input = c.req.valid('json');
    const { id, itemId } = c.req.param();
    return c.json(await markDelivered(c.var.deps, actor(c).id, id, itemId, input));
  })
  .delete(`${ITEM}/delivery`, requireUser, async (c) => {
    const { id, itemId } = c.req.param();
    return c.json(await unmarkDelivered(c.var.deps, actor(c).id, id, itemId));
  })
  .put(`${ITEM}/photo`, requireUser, allowBody(PHOTO_BODY_LIMIT), async (c) => {
    const { id, itemId } = c.req.param();
    const user = actor(c);
    // Who may upload is checked before the body is read, so a stranger's upload is not even looked at.
    await teamParty(c.var.deps.database.db, user.id, id);
    const photo = await readUpload(c, PHOTO_UPLOAD);
    return c.json(await setPhoto(c.var.deps, user.id, id, itemId, photo));
  })
  .delete(`${ITEM}/photo`, requireUser, async (c) => {
    const { id, itemId } = c.req.param();
    return c.json(await setPhoto(c.var.deps, actor(c).id, id, itemId, null));
  })
  .get(`${ITEM}/photo`, requireUser, async (c) => {
    const { id, itemId } = c.req.param();
    const photo = await readPhoto(c.var.deps.database.db, actor(c).id, id, itemId);
    return c.body(new Uint8Array(photo.bytes), 200, {
      'content-type': photo.type,
      'content-disposition': 'inline',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
  })
  .put('/sponsorships/:id/thank-you', requireUser, body(thankYouSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await setThankYouNote(c.var.deps, actor(c).id, c.req.param('id'), input));
  })
  .get('/sponsorships/:id/report.pdf', requireUser, async (c) => {
    const { deps } = c.var;
    const party = await fulfilmentParty(deps.database.db, actor(c).id, c.req.param('id'));
    const report = await loadReport(deps.database.db, party.id, {
      now: clockOf(deps).now(),
      supportEmail: deps.config.SUPPORT_EMAIL,
    });
    if (!report) throw notFound('Sponsorship not found');
    const pdf = await reportPdf(report);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${reportFilename(report)}"`,
      'cache-control': 'private, no-store',
    });
  });
