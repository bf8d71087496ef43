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
import { CACHE_PUBLIC } from '../../http/caching';
import { NOINDEX, ROBOTS_HEADER } from '../../http/noindex';
import { body, query } from '../../http/validate';
import { cachedByVersion, versionedJson } from '../../http/versioned-cache';
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
    const { db } = deps.database;
    // A shared link brings a crowd to one page (issue 24): its statement runs once per change, not per
    // visitor.
    const page = await cachedByVersion(
      db,
      `player:${teamSlug.toLowerCase()}/${playerNumber}`,
      (): Promise<DonationPlayerResponse> =>
        playerForDonation(db, teamSlug, playerNumber, clockOf(deps).now()),
    );
    // The page names the team's sponsors: a view they are shown in (their ROI dashboard).
    countTeamPageView(c, page.value.player.teamId);
    return versionedJson(c, page, CACHE_PUBLIC);
  })
  .post('/donations/checkout', body(donationCheckoutSchema), async (c) => {
    const input = c.req.valid('json');
    const checkout = await startDonationCheckout(c.var.deps, input, requestMeta(c));
    return c.json(checkout satisfies DonationCheckoutResponse, 201);
  })
  // Before /donations/:id, which would otherwise take 'cancel' for an id.
  // Only the token counts: mail systems may append tracking parameters to a link.
  .get('/donations/cancel', query(donationCancelSchema.strip()), async (c) => {
    const { token } = c.req.valid('query');
    return c.json((await cancelLinkInfo(c.var.deps, token)) satisfies DonationCancelInfo);
  })
  .post('/donations/cancel', body(donationCancelSchema), async (c) => {
    const { token } = c.req.valid('json');
    await cancelMonthlyDonation(c.var.deps, token);
    return c.json({ cancelled: true } satisfies DonationCancelResponse);
  })
  .get('/donations/:id', query(donationViewQuerySchema), async (c) => {
    const { session_id } = c.req.valid('query');
    const donation = await donationForSuccessPage(c.var.deps.database.db, c.req.param('id'), session_id);
    return c.json({ donation } satisfies DonationViewResponse);
  });
