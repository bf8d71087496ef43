import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** The business dashboard, matched teams and sponsorship message threads. */
export const businessDashboardRoutes = new Hono<AppEnv>();
