import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  businessAccountSchema,
  businessProfileUpdateSchema,
  businessRegistrationSchema,
  SIGN_IN_TO_COMPLETE,
} from '../../../shared/schemas/business';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { requestMeta } from '../../core/request-meta';
import { body } from '../../http/validate';
import { signupBody } from '../teams/validation';
import { ownBusinessOr404 } from './ownership';
import { createBusinessAccount, registerBusiness, updateBusinessProfile } from './service';
import { toBusiness } from './shape';

/** The final submit's own 401 text (spec part 2, section 5, step 6). */
const requireUserToComplete = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError(401, 'UNAUTHORIZED', SIGN_IN_TO_COMPLETE);
  await next();
});

/** Business signup, the business's own record and its profile editor. */
export const businessRoutes = new Hono<AppEnv>()
  .post('/account', body(businessAccountSchema, signupBody), async (c) => {
    const input = c.req.valid('json');
    return c.json(await createBusinessAccount(c.var.deps, input, requestMeta(c)), 202);
  })
  .post('/', requireUserToComplete, body(businessRegistrationSchema), async (c) => {
    const input = c.req.valid('json');
    const business = await registerBusiness(c.var.deps.database.db, actor(c), input);
    return c.json({ business: toBusiness(business) }, 201);
  })
  .get('/mine', requireUser, async (c) => {
    const business = await ownBusinessOr404(c.var.deps.database.db, actor(c).id);
    return c.json({ business: toBusiness(business) });
  })
  .put('/mine', requireUser, body(businessProfileUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const business = await updateBusinessProfile(c.var.deps.database.db, actor(c).id, input);
    return c.json({ business: toBusiness(business) });
  });
