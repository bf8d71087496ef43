import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Admin only: counters, team and business lists, approvals, user roles, security log, emails. */
export const adminRoutes = new Hono<AppEnv>();
