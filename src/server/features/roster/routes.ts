import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Players, their contacts, fundraising email and its public unsubscribe link. */
export const rosterRoutes = new Hono<AppEnv>();
