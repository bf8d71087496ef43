import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Public listings of approved teams and businesses, and their detail pages. */
export const discoveryRoutes = new Hono<AppEnv>();
