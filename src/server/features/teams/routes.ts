import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Team signup, the older register form, the team profile and the publish toggle. */
export const teamRoutes = new Hono<AppEnv>();
