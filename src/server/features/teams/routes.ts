import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  publishTeamSchema,
  registerTeamSchema,
  teamProfileSchema,
  teamSignupSchema,
  teamSignupSimpleSchema,
} from '../../../shared/schemas/team';
import { actor, requireUser } from '../../auth/guards';
import type { AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { requestMeta } from '../../core/request-meta';
import { body } from '../../http/validate';
import { ownTeamOr404 } from './ownership';
import { publishTeam } from './publishing';
import { myTeam, registerTeam, signUpTeam, signUpTeamSimple, updateProfile } from './service';
import { toTeam } from './shape';
import { signupBody } from './validation';

export const SIGN_IN_TO_REGISTER = 'Please sign in to register your team';

/** The older form's own 401 text (spec part 1, section 8). */
const requireUserToRegister = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError(401, 'UNAUTHORIZED', SIGN_IN_TO_REGISTER);
  await next();
});

/** Team signup, the older register form, the team profile and the publish toggle. */
export const teamRoutes = new Hono<AppEnv>()
  .post('/signup', body(teamSignupSchema, signupBody), async (c) => {
    const input = c.req.valid('json');
    return c.json(await signUpTeam(c.var.deps, input, requestMeta(c)), 202);
  })
  .post('/signup-simple', body(teamSignupSimpleSchema, signupBody), async (c) => {
    const input = c.req.valid('json');
    return c.json(await signUpTeamSimple(c.var.deps, input, requestMeta(c)), 202);
  })
  .post('/register', requireUserToRegister, body(registerTeamSchema), async (c) => {
    const input = c.req.valid('json');
    const team = await registerTeam(c.var.deps.database.db, actor(c), input);
    return c.json({ team: toTeam(team) }, 201);
  })
  .get('/mine', requireUser, async (c) => {
    const team = await myTeam(c.var.deps.database.db, actor(c).id);
    return c.json({ team: toTeam(team) });
  })
  .get('/:teamId', requireUser, async (c) => {
    const team = await ownTeamOr404(c.var.deps.database.db, actor(c).id, c.req.param('teamId'));
    return c.json({ team: toTeam(team) });
  })
  .put('/:teamId', requireUser, body(teamProfileSchema), async (c) => {
    const profile = c.req.valid('json');
    const team = await updateProfile(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), profile);
    return c.json({ team: toTeam(team) });
  })
  .post('/:teamId/publish', requireUser, body(publishTeamSchema), async (c) => {
    const { publish } = c.req.valid('json');
    const result = await publishTeam(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), publish);
    return c.json({ team: toTeam(result.team), outcome: result.outcome });
  });
