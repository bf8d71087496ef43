import { Hono } from 'hono';
import {
  type ContactListResponse,
  type ContactResponse,
  contactInputSchema,
  type FundraisingEmailResult,
  fundraisingEmailSchema,
  type ImportPreview,
  type ImportResult,
  importSchema,
  type PlayerListResponse,
  type PlayerResponse,
  playerInputSchema,
  playerUpdateSchema,
  type UnsubscribeInfo,
  unsubscribeSchema,
} from '../../../shared/schemas/roster';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl } from '../../core/request-meta';
import { body, query } from '../../http/validate';
import { addContact, listContacts, removeContact } from './contacts';
import { sendFundraisingEmail } from './fundraising';
import { importPlayers, previewImport } from './import';
import { addPlayer, listPlayers, removePlayer, updatePlayer } from './players';
import { unsubscribe, unsubscribeInfo } from './unsubscribe';

/**
 * Players, their contacts, fundraising email and its public unsubscribe link. Mounted at /api beside
 * other routers, so every route carries its own guard. Ownership is checked in each service's query.
 */
export const rosterRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/players', requireUser, async (c) => {
    const players = await listPlayers(c.var.deps.database.db, actor(c).id, c.req.param('teamId'));
    return c.json({ players } satisfies PlayerListResponse);
  })
  .post('/teams/:teamId/players', requireUser, body(playerInputSchema), async (c) => {
    const input = c.req.valid('json');
    const player = await addPlayer(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), input);
    return c.json({ player } satisfies PlayerResponse, 201);
  })
  .post('/teams/:teamId/players/import', requireUser, body(importSchema), async (c) => {
    const { rows, dryRun } = c.req.valid('json');
    const { db } = c.var.deps.database;
    const teamId = c.req.param('teamId');
    if (dryRun) return c.json((await previewImport(db, actor(c).id, teamId, rows)) satisfies ImportPreview);
    const players = await importPlayers(db, actor(c).id, teamId, rows);
    return c.json({ imported: players.length, players } satisfies ImportResult, 201);
  })
  .patch('/teams/:teamId/players/:playerId', requireUser, body(playerUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const { teamId, playerId } = c.req.param();
    const player = await updatePlayer(c.var.deps.database.db, actor(c).id, teamId, playerId, input);
    return c.json({ player } satisfies PlayerResponse);
  })
  .delete('/teams/:teamId/players/:playerId', requireUser, async (c) => {
    const { teamId, playerId } = c.req.param();
    await removePlayer(c.var.deps, actor(c).id, teamId, playerId, appUrl(c));
    return c.body(null, 204);
  })
  .get('/players/:playerId/contacts', requireUser, async (c) => {
    const contacts = await listContacts(c.var.deps.database.db, actor(c).id, c.req.param('playerId'));
    return c.json({ contacts } satisfies ContactListResponse);
  })
  .post('/players/:playerId/contacts', requireUser, body(contactInputSchema), async (c) => {
    const input = c.req.valid('json');
    const contact = await addContact(c.var.deps.database.db, actor(c).id, c.req.param('playerId'), input);
    return c.json({ contact } satisfies ContactResponse, 201);
  })
  .delete('/players/:playerId/contacts/:contactId', requireUser, async (c) => {
    const { playerId, contactId } = c.req.param();
    await removeContact(c.var.deps.database.db, actor(c).id, playerId, contactId);
    return c.body(null, 204);
  })
  .post('/players/:playerId/fundraising-email', requireUser, body(fundraisingEmailSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await sendFundraisingEmail(
      c.var.deps,
      actor(c).id,
      c.req.param('playerId'),
      input,
      appUrl(c),
    );
    return c.json(result satisfies FundraisingEmailResult);
  })
  // Public: the link in every fundraising email works without an account; its token is the proof.
  .get(
    '/unsubscribe',
    // Only c and t count: mail systems may append tracking parameters to a link.
    query(unsubscribeSchema.strip()),
    async (c) => {
      const link = c.req.valid('query');
      const { database, config } = c.var.deps;
      return c.json(
        (await unsubscribeInfo(database.db, config.SESSION_SECRET, link)) satisfies UnsubscribeInfo,
      );
    },
  )
  .post('/unsubscribe', body(unsubscribeSchema), async (c) => {
    const link = c.req.valid('json');
    const { database, config } = c.var.deps;
    await unsubscribe(database.db, config.SESSION_SECRET, link);
    return c.json({ unsubscribed: true });
  });
