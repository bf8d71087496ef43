import { Hono } from 'hono';
import {
  type DonationCancelInfo,
  type DonationCancelResponse,
  type DonationCheckoutResponse,
  type DonationPlayerResponse,
  type DonationViewResponse,
  donationCancelSchema,
  donationCheckoutSchema,
  donationViewQuerySchema,
} from '../../../shared/schemas/donations';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { requestMeta } from '../../core/request-meta';
import { CACHE_PUBLIC, cacheableJson } from '../../http/caching';
import { NOINDEX, ROBOTS_HEADER } from '../../http/noindex';
import { jsonBody, parseWith } from '../../http/validate';
import { countTeamPageView } from '../impact/page-views';
import { cancelLinkInfo, cancelMonthlyDonation } from './cancel-link';
import { donationForSuccessPage, playerForDonation, startDonationCheckout } from './service';

/**
 * Player donations: the player page, the checkout, the success page and the cancel link. All public (no
 * account is needed to give or to stop giving); what proves the right to see a donation is the checkout's
 * session id or the cancel link's token, checked in the services. Mounted at /api beside other routers.
 */
export const donationRoutes = new Hono<AppEnv>()
  // Player pages stay out of search engines, whatever the answer (docs/decisions/0015-player-pages.md).
  .use('/players/*', async (c, next) => {
    c.header(ROBOTS_HEADER, NOINDEX);
    await next();
    c.res.headers.set(ROBOTS_HEADER, NOINDEX);
  })
  .get('/players/:teamSlug/:playerNumber', async (c) => {
    const { teamSlug, playerNumber } = c.req.param();
    const { deps } = c.var;
    const page = await playerForDonation(deps.database.db, teamSlug, playerNumber, clockOf(deps).now());
    // The page names the team's sponsors: a view they are shown in (their ROI dashboard).
    countTeamPageView(c, page.player.teamId);
    return cacheableJson(c, JSON.stringify(page satisfies DonationPlayerResponse), CACHE_PUBLIC);
  })
  .post('/donations/checkout', async (c) => {
    const input = await jsonBody(c, donationCheckoutSchema);
    const checkout = await startDonationCheckout(c.var.deps, input, requestMeta(c));
    return c.json(checkout satisfies DonationCheckoutResponse, 201);
  })
  // Before /donations/:id, which would otherwise take 'cancel' for an id.
  .get('/donations/cancel', async (c) => {
    // Only the token: mail systems may append tracking parameters to a link.
    const { token } = parseWith(donationCancelSchema, { token: c.req.query('token') });
    return c.json((await cancelLinkInfo(c.var.deps, token)) satisfies DonationCancelInfo);
  })
  .post('/donations/cancel', async (c) => {
    const { token } = await jsonBody(c, donationCancelSchema);
    await cancelMonthlyDonation(c.var.deps, token);
    return c.json({ cancelled: true } satisfies DonationCancelResponse);
  })
  .get('/donations/:id', async (c) => {
    const { session_id } = parseWith(donationViewQuerySchema, { session_id: c.req.query('session_id') });
    const donation = await donationForSuccessPage(c.var.deps.database.db, c.req.param('id'), session_id);
    return c.json({ donation } satisfies DonationViewResponse);
  });
