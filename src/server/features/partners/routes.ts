import { Hono } from 'hono';
import { coMarketingQuerySchema, coMarketingRequestSchema } from '../../../shared/schemas/co-marketing';
import { partnerPageSchema } from '../../../shared/schemas/partner-page';
import { actor, requireRole, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { allowBody } from '../../http/body-limit';
import { readUpload } from '../../http/upload';
import { body, query } from '../../http/validate';
import { coMarketingPage, markCoMarketingHandled, requestCoMarketing } from './co-marketing';
import {
  BANNER_BODY_LIMIT,
  BANNER_UPLOAD,
  partnerBanner,
  partnerPageSettings,
  publicPartnerPage,
  requirePartnerPage,
  savePartnerPage,
  setPartnerBanner,
} from './partner-page';

/**
 * Community Partner: its branded page (written by the owner, public while the plan is in force) and its
 * co-marketing requests (asked by the business, read and handled by admins).
 */
export const partnerRoutes = new Hono<AppEnv>()
  .get('/business/partner-page', requireUser, async (c) =>
    c.json(await partnerPageSettings(c.var.deps, actor(c).id)),
  )
  .put('/business/partner-page', requireUser, body(partnerPageSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await savePartnerPage(c.var.deps, actor(c).id, input));
  })
  .put('/business/partner-page/banner', requireUser, allowBody(BANNER_BODY_LIMIT), async (c) => {
    // Who may upload is checked before the body is read.
    const business = await requirePartnerPage(c.var.deps, actor(c).id);
    await setPartnerBanner(c.var.deps, business.id, await readUpload(c, BANNER_UPLOAD));
    return c.json(await partnerPageSettings(c.var.deps, actor(c).id));
  })
  .get('/partners/:businessId', async (c) =>
    c.json(await publicPartnerPage(c.var.deps, c.req.param('businessId'))),
  )
  .get('/partners/:businessId/banner', async (c) => {
    const banner = await partnerBanner(c.var.deps, c.req.param('businessId'));
    return c.body(new Uint8Array(banner.bytes), 200, {
      'content-type': banner.type,
      // The address names the banner's version (?v=): a new banner is a new address.
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
  })
  .post('/business/co-marketing', requireUser, body(coMarketingRequestSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await requestCoMarketing(c.var.deps, actor(c).id, input), 201);
  })
  .get('/admin/co-marketing', requireRole('admin'), query(coMarketingQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await coMarketingPage(c.var.deps, page));
  })
  .post('/admin/co-marketing/:id/handled', requireRole('admin'), async (c) =>
    c.json(await markCoMarketingHandled(c.var.deps, actor(c).id, c.req.param('id'))),
  );
