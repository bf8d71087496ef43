import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Business signup, the business's own record and its profile editor. */
export const businessRoutes = new Hono<AppEnv>();
