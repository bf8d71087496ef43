import { Hono } from 'hono';
import { sandboxDisputeSchema } from '../../../shared/schemas/disputes';
import { adminRefundSchema, giftRefundSchema } from '../../../shared/schemas/refunds';
import { actor, requireRole, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { appUrl, requestMeta } from '../../core/request-meta';
import { body } from '../../http/validate';
import { sandboxDispute } from './sandbox-disputes';
import { adminRefund, teamGiftRefund } from './service';

/** Refunds made by people: an admin's of any payment, a team owner's of a recent gift. 201 once, then 200. */
export const refundRoutes = new Hono<AppEnv>()
  .post('/admin/refunds', requireRole('admin'), body(adminRefundSchema), async (c) => {
    const input = c.req.valid('json');
    const { refund, created } = await adminRefund(c.var.deps, actor(c), input, requestMeta(c));
    return c.json({ refund }, created ? 201 : 200);
  })
  .post('/admin/sandbox/disputes', requireRole('admin'), body(sandboxDisputeSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await sandboxDispute(c.var.deps, input, appUrl(c)));
  })
  .post('/teams/:teamId/gifts/:giftId/refund', requireUser, body(giftRefundSchema), async (c) => {
    const input = c.req.valid('json');
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
