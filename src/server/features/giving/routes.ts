import { Hono } from 'hono';
import {
  GIVING_LINK_SENT,
  type GivingPage,
  type GivingSessionResponse,
  givingLinkSchema,
  givingQuerySchema,
  givingSessionSchema,
  monthlyAmountSchema,
  monthlyPauseSchema,
} from '../../../shared/schemas/giving';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { notFound } from '../../core/errors';
import { requestMeta } from '../../core/request-meta';
import { download } from '../../http/download';
import { body, query } from '../../http/validate';
import { donationReceiptFile } from '../donations/fulfilment';
import {
  cardChangeUrl,
  changeMonthlyAmount,
  pauseMonthlyGift,
  stopMonthlyGift,
} from '../donations/monthly-changes';
import { assertOwnGift, GIFT_NOT_FOUND, givingPage, ownMonthlyGift } from './page';
import { closeGivingSession, openGivingSession, requestGivingLink, requireDonor } from './session';
import { givingStatementFilename, givingStatementPdf } from './statement-pdf';

const YEAR = /^\d{4}$/;

/**
 * The donor's own page (issue 22), mounted at /api/giving: the mailed sign-in link, then, with the giving
 * session it opens, the donor's gifts, receipts, yearly statements and monthly donations. Another address's
 * gift answers 404.
 */
export const givingRoutes = new Hono<AppEnv>()
  .post('/link', body(givingLinkSchema), async (c) => {
    const { email } = c.req.valid('json');
    await requestGivingLink(c.var.deps, email, requestMeta(c));
    return c.json({ message: GIVING_LINK_SENT }, 202);
  })
  .post('/session', body(givingSessionSchema), async (c) => {
    const { token } = c.req.valid('json');
    return c.json((await openGivingSession(c, token)) satisfies GivingSessionResponse);
  })
  .post('/sign-out', async (c) => {
    await closeGivingSession(c);
    return c.body(null, 204);
  })
  .get('/', requireDonor, query(givingQuerySchema), async (c) => {
    const { year } = c.req.valid('query');
    return c.json((await givingPage(c.var.deps, c.var.donorEmail, year)) satisfies GivingPage);
  })
  .get('/gifts/:id/receipt.pdf', requireDonor, async (c) => {
    const id = c.req.param('id');
    await assertOwnGift(c.var.deps.database.db, c.var.donorEmail, id);
    const file = await donationReceiptFile(c.var.deps, id);
    if (!file) throw notFound(GIFT_NOT_FOUND);
    download(c, file.filename, 'application/pdf');
    return c.body(new Uint8Array(file.content as Buffer));
  })
  .get('/statements/:year', requireDonor, async (c) => {
    const year = c.req.param('year').replace(/\.pdf$/, '');
    if (!YEAR.test(year)) throw notFound('There is no statement for this year.');
    const pdf = await givingStatementPdf(
      c.var.deps.database.db,
      c.var.donorEmail,
      Number(year),
      clockOf(c.var.deps).now(),
    );
    download(c, givingStatementFilename(Number(year)), 'application/pdf');
    return c.body(new Uint8Array(pdf));
  })
  .patch('/monthly/:id', requireDonor, body(monthlyAmountSchema), async (c) => {
    const { amount } = c.req.valid('json');
    const gift = await ownMonthlyGift(c.var.deps, c.var.donorEmail, c.req.param('id'));
    await changeMonthlyAmount(c.var.deps, gift, amount);
    return c.json(await givingPage(c.var.deps, c.var.donorEmail));
  })
  .post('/monthly/:id/pause', requireDonor, body(monthlyPauseSchema), async (c) => {
    const { paused } = c.req.valid('json');
    const gift = await ownMonthlyGift(c.var.deps, c.var.donorEmail, c.req.param('id'));
    await pauseMonthlyGift(c.var.deps, gift, paused);
    return c.json(await givingPage(c.var.deps, c.var.donorEmail));
  })
  .post('/monthly/:id/card', requireDonor, async (c) => {
    const gift = await ownMonthlyGift(c.var.deps, c.var.donorEmail, c.req.param('id'));
    return c.json({ url: await cardChangeUrl(c.var.deps, gift) });
  })
  .post('/monthly/:id/cancel', requireDonor, async (c) => {
    const gift = await ownMonthlyGift(c.var.deps, c.var.donorEmail, c.req.param('id'));
    await stopMonthlyGift(c.var.deps, gift);
    return c.json(await givingPage(c.var.deps, c.var.donorEmail));
  });
