import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** The team dashboard's figures, sponsorships and matched businesses. */
export const teamDashboardRoutes = new Hono<AppEnv>();
