import { Hono } from 'hono';
import { sandboxDisputeSchema } from '../../../shared/schemas/disputes';
import { adminRefundSchema, giftRefundSchema } from '../../../shared/schemas/refunds';
import { actor, requireRole, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl, requestMeta } from '../../core/request-meta';
import { jsonBody } from '../../http/validate';
import { sandboxDispute } from './sandbox-disputes';
import { adminRefund, teamGiftRefund } from './service';

/** Refunds made by people: an admin's of any payment, a team owner's of a recent gift. 201 once, then 200. */
export const refundRoutes = new Hono<AppEnv>()
  .post('/admin/refunds', requireRole('admin'), async (c) => {
    const input = await jsonBody(c, adminRefundSchema);
    const { refund, created } = await adminRefund(c.var.deps, actor(c), input, requestMeta(c));
    return c.json({ refund }, created ? 201 : 200);
  })
  .post('/admin/sandbox/disputes', requireRole('admin'), async (c) => {
    const input = await jsonBody(c, sandboxDisputeSchema);
    return c.json(await sandboxDispute(c.var.deps, input, appUrl(c)));
  })
  .post('/teams/:teamId/gifts/:giftId/refund', requireUser, async (c) => {
    const input = await jsonBody(c, giftRefundSchema);
    const { teamId, giftId } = c.req.param();
    const { refund, created } = await teamGiftRefund(
      c.var.deps,
      actor(c),
      teamId,
      giftId,
      input,
      requestMeta(c),
    );
    return c.json({ refund }, created ? 201 : 200);
  });
