import { Hono } from 'hono';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { flyerPdf } from './flyer';
import { qrPng } from './qr';
import { ownPlayerLink } from './service';

/**
 * A player's QR code (PNG) and printable flyer (PDF), for the team's owner only: 401 signed out, 404 for
 * anyone else (admins included), as the roster's routes answer. Mounted at /api.
 */
export const playerLinkRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/players/:playerId/qr.png', requireUser, async (c) => {
    const { teamId, playerId } = c.req.param();
    const link = await ownPlayerLink(c.var.deps.database.db, actor(c).id, teamId, playerId, appUrl(c));
    const png = await qrPng(link.url);
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'content-disposition': `inline; filename="${link.fileName}-qr.png"`,
      'cache-control': 'private, no-cache',
    });
  })
  .get('/teams/:teamId/players/:playerId/flyer.pdf', requireUser, async (c) => {
    const { teamId, playerId } = c.req.param();
    const link = await ownPlayerLink(c.var.deps.database.db, actor(c).id, teamId, playerId, appUrl(c));
    const pdf = await flyerPdf(link);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${link.fileName}-flyer.pdf"`,
      'cache-control': 'private, no-cache',
    });
  });
