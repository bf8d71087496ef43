import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Sponsorship checkout, the sandbox provider's checkout, provider webhooks, success pages. */
export const paymentRoutes = new Hono<AppEnv>();
