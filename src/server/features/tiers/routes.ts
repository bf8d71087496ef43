import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** A team's sponsorship tiers (owner only). */
export const tierRoutes = new Hono<AppEnv>();
