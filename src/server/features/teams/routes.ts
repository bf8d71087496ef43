import type { Context } from 'hono';
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
import { type NewSession, readSession, setSessionCookie } from '../../auth/sessions';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { requestMeta } from '../../http/request-meta';
import { jsonBody } from '../../http/validate';
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

/** Team ids are uuids; other paths under /api/teams fall through to the routers mounted beside this one. */
const TEAM = '/:teamId{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}';

/** Signs the new account in (as /api/auth/sign-up does) and answers 201 { user, team }. */
async function signedUp(
  c: Context<AppEnv>,
  result: { session: NewSession; team: Parameters<typeof toTeam>[0] },
) {
  setSessionCookie(c, result.session);
  const session = await readSession(c.var.deps.database.db, c.var.deps.config, result.session.token);
  return c.json({ user: session?.user ?? null, team: toTeam(result.team) }, 201);
}

/** Team signup, the older register form, the team profile and the publish toggle. */
export const teamRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const input = await signupBody(c, teamSignupSchema);
    return signedUp(c, await signUpTeam(c.var.deps, input, requestMeta(c)));
  })
  .post('/signup-simple', async (c) => {
    const input = await signupBody(c, teamSignupSimpleSchema);
    return signedUp(c, await signUpTeamSimple(c.var.deps, input, requestMeta(c)));
  })
  .post('/register', requireUserToRegister, async (c) => {
    const input = await jsonBody(c, registerTeamSchema);
    const team = await registerTeam(c.var.deps.database.db, actor(c), input);
    return c.json({ team: toTeam(team) }, 201);
  })
  .get('/mine', requireUser, async (c) => {
    const team = await myTeam(c.var.deps.database.db, actor(c).id);
    return c.json({ team: toTeam(team) });
  })
  .get(TEAM, requireUser, async (c) => {
    const team = await ownTeamOr404(c.var.deps.database.db, actor(c).id, c.req.param('teamId'));
    return c.json({ team: toTeam(team) });
  })
  .put(TEAM, requireUser, async (c) => {
    const profile = await jsonBody(c, teamProfileSchema);
    const team = await updateProfile(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), profile);
    return c.json({ team: toTeam(team) });
  })
  .post(`${TEAM}/publish`, requireUser, async (c) => {
    const { publish } = await jsonBody(c, publishTeamSchema);
    const result = await publishTeam(c.var.deps.database.db, actor(c).id, c.req.param('teamId'), publish);
    return c.json({ team: toTeam(result.team), outcome: result.outcome });
  });
