import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Sponsors a team records by hand, and the sponsorship manager's sponsor list. */
export const manualSponsorRoutes = new Hono<AppEnv>();
