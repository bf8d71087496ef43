import { Hono } from 'hono';
import { expenseInputSchema, teamExpensesQuerySchema } from '../../../shared/schemas/expenses';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { allowBody } from '../../http/body-limit';
import { CACHE_PUBLIC } from '../../http/caching';
import { readUpload } from '../../http/upload';
import { body, query } from '../../http/validate';
import { cachedByVersion, versionedJson } from '../../http/versioned-cache';
import { RECEIPT_BODY_LIMIT, RECEIPT_UPLOAD } from './receipts';
import {
  addExpense,
  deleteExpense,
  listExpenses,
  readReceipt,
  requireOwnExpense,
  setReceipt,
  updateExpense,
} from './service';
import { publicSeasonSpending } from './spending';

const EXPENSE = '/teams/:teamId/expenses/:expenseId';

/** A team's expenses and their receipts (owner only), and its raised-against-spent figure (public). */
export const expenseRoutes = new Hono<AppEnv>()
  .get('/teams/:teamId/expenses', requireUser, query(teamExpensesQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await listExpenses(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), page));
  })
  .post('/teams/:teamId/expenses', requireUser, body(expenseInputSchema), async (c) => {
    const input = c.req.valid('json');
    const expense = await addExpense(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), input);
    return c.json({ expense }, 201);
  })
  .put(EXPENSE, requireUser, body(expenseInputSchema), async (c) => {
    const input = c.req.valid('json');
    const { teamId, expenseId } = c.req.param();
    return c.json({
      expense: await updateExpense(c.var.deps.database.db, actor(c).id, teamId, expenseId, input),
    });
  })
  .delete(EXPENSE, requireUser, async (c) => {
    const { teamId, expenseId } = c.req.param();
    await deleteExpense(c.var.deps.database.db, actor(c).id, teamId, expenseId);
    return c.body(null, 204);
  })
  .put(`${EXPENSE}/receipt`, requireUser, allowBody(RECEIPT_BODY_LIMIT), async (c) => {
    const { teamId, expenseId } = c.req.param();
    const { db } = c.var.deps.database;
    const user = actor(c);
    // Who may upload is checked before the body is read, so a stranger's upload is not even looked at.
    await requireOwnExpense(db, user.id, teamId, expenseId);
    const receipt = await readUpload(c, RECEIPT_UPLOAD);
    return c.json({ expense: await setReceipt(db, user.id, teamId, expenseId, receipt) });
  })
  .delete(`${EXPENSE}/receipt`, requireUser, async (c) => {
    const { teamId, expenseId } = c.req.param();
    return c.json({
      expense: await setReceipt(c.var.deps.database.db, actor(c).id, teamId, expenseId, null),
    });
  })
  .get(`${EXPENSE}/receipt`, requireUser, async (c) => {
    const { teamId, expenseId } = c.req.param();
    const receipt = await readReceipt(c.var.deps.database.db, actor(c).id, teamId, expenseId);
    const pdf = receipt.type === 'application/pdf';
    return c.body(new Uint8Array(receipt.bytes), 200, {
      'content-type': receipt.type,
      // A PDF is downloaded, never drawn on this origin; an image (checked by its bytes) is shown.
      'content-disposition': pdf ? `attachment; filename="receipt-${expenseId}.pdf"` : 'inline',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
  })
  // Public, on every player page: read once per change (http/versioned-cache.ts), as the page beside it.
  .get('/teams/:teamId/spending', async (c) => {
    const { db } = c.var.deps.database;
    const teamId = c.req.param('teamId');
    const spending = await cachedByVersion(db, `spending:${teamId}`, () => publicSeasonSpending(db, teamId));
    return versionedJson(c, spending, CACHE_PUBLIC);
  });
