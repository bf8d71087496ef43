import { Hono } from 'hono';
import {
  adminBusinessesQuerySchema,
  adminEmailSchema,
  adminTeamsQuerySchema,
  adminUsersQuerySchema,
  assignRoleSchema,
  rejectRegistrationSchema,
  roleSchema,
} from '../../../shared/schemas/admin';
import { adminPaymentsQuerySchema } from '../../../shared/schemas/admin-payments';
import { adminPlanRefundSchema, adminPlansQuerySchema } from '../../../shared/schemas/plans';
import type { ReconciliationRunsResponse } from '../../../shared/schemas/reconciliation';
import { revenueQuerySchema } from '../../../shared/schemas/revenue';
import { actor, requireRole } from '../../auth/guards';
import { clockOf } from '../../core/clock';
import type { AppEnv } from '../../core/deps';
import { requestMeta } from '../../core/request-meta';
import { CACHE_SIGNED_IN } from '../../http/caching';
import { csvDownload } from '../../http/csv';
import { body, parseWith, query } from '../../http/validate';
import { versionedJson } from '../../http/versioned-cache';
import { recentRuns, reconcile } from '../../payments/reconciliation';
import { approvalQueue, decideBusiness, decideTeam } from './approvals';
import { adminCall } from './context';
import { listAllBusinesses, listAllTeams } from './directory';
import { sendAdminEmails } from './emails';
import { heldMoney } from './held-money';
import { adminOverview } from './overview';
import { listPayments } from './payments';
import { adminPlanInvoices, refundPlanInvoice } from './plan-refunds';
import { adminPlans } from './plans';
import { revenueCsv, revenueReport } from './revenue';
import { securityOverview, securityReport } from './security';
import { assignRole, listUsers, removeRole } from './users';

/** Checked on every call: anonymous callers get 401, every other role 403, before anything is read. */
const admin = requireRole('admin');

/** Admin only: counters, team and business lists, approvals, user roles, security log, revenue, emails. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/overview', admin, async (c) => {
    const overview = await adminOverview(c.var.deps.database.db);
    return versionedJson(c, overview, CACHE_SIGNED_IN);
  })
  .get('/teams', admin, query(adminTeamsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listAllTeams(adminCall(c), query));
  })
  .get('/businesses', admin, query(adminBusinessesQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listAllBusinesses(adminCall(c), query));
  })
  .get('/approvals', admin, async (c) => c.json(await approvalQueue(c.var.deps.database.db)))
  .get('/held-money', admin, async (c) => c.json(await heldMoney(c.var.deps.database.db)))
  .post('/teams/:teamId/approve', admin, async (c) =>
    c.json(await decideTeam(adminCall(c), c.req.param('teamId'), 'approved')),
  )
  .post('/teams/:teamId/reject', admin, body(rejectRegistrationSchema), async (c) => {
    const { reason } = c.req.valid('json');
    return c.json(await decideTeam(adminCall(c), c.req.param('teamId'), 'rejected', reason));
  })
  .post('/businesses/:businessId/approve', admin, async (c) =>
    c.json(await decideBusiness(adminCall(c), c.req.param('businessId'), 'approved')),
  )
  .post('/businesses/:businessId/reject', admin, body(rejectRegistrationSchema), async (c) => {
    const { reason } = c.req.valid('json');
    return c.json(await decideBusiness(adminCall(c), c.req.param('businessId'), 'rejected', reason));
  })
  .get('/users', admin, query(adminUsersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listUsers(adminCall(c), query));
  })
  .post('/users/:userId/roles', admin, body(assignRoleSchema), async (c) => {
    const { role } = c.req.valid('json');
    return c.json({ user: await assignRole(adminCall(c), c.req.param('userId'), role) });
  })
  .delete('/users/:userId/roles/:role', admin, async (c) => {
    const role = parseWith(roleSchema, c.req.param('role'));
    return c.json({ user: await removeRole(adminCall(c), c.req.param('userId'), role) });
  })
  .get('/security', admin, async (c) => c.json(await securityOverview(c.var.deps.database.db)))
  .get('/security/report.csv', admin, (c) => csvDownload(c, securityReport(c.var.deps.database.db)))
  .get('/plans', admin, query(adminPlansQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await adminPlans(c.var.deps.database.db, page, clockOf(c.var.deps).now()));
  })
  .get('/plans/:subscriptionId/invoices', admin, async (c) =>
    c.json({ invoices: await adminPlanInvoices(c.var.deps.database.db, c.req.param('subscriptionId')) }),
  )
  .post('/plan-invoices/:invoiceId/refund', admin, body(adminPlanRefundSchema), async (c) => {
    const input = c.req.valid('json');
    const invoice = await refundPlanInvoice(
      c.var.deps,
      actor(c),
      c.req.param('invoiceId'),
      input,
      requestMeta(c),
    );
    return c.json({ invoice });
  })
  .get('/revenue', admin, query(revenueQuerySchema), async (c) => {
    const { months } = c.req.valid('query');
    return c.json(await revenueReport(c.var.deps.database.db, months, clockOf(c.var.deps).now()));
  })
  .get('/revenue.csv', admin, query(revenueQuerySchema), async (c) => {
    const { months } = c.req.valid('query');
    const report = await revenueCsv(c.var.deps.database.db, months, clockOf(c.var.deps).now());
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${report.fileName}"`);
    c.header('cache-control', 'no-store');
    return c.body(report.csv);
  })
  .get('/reconciliation', admin, async (c) =>
    c.json({ runs: await recentRuns(c.var.deps.database.db) } satisfies ReconciliationRunsResponse),
  )
  .post('/reconciliation', admin, async (c) => {
    // On demand: the last 24 hours, this very moment included (the window's end is not).
    const now = clockOf(c.var.deps).now().getTime();
    const window = { from: new Date(now - 24 * 60 * 60 * 1000), to: new Date(now + 1) };
    const run = await reconcile(c.var.deps, window, 'admin', actor(c).id);
    return c.json({ run }, 201);
  })
  .get('/payments', admin, query(adminPaymentsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listPayments(adminCall(c), query));
  })
  .post('/emails', admin, body(adminEmailSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await sendAdminEmails(adminCall(c), input));
  });
