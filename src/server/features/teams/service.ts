import { and, eq, sql } from 'drizzle-orm';
import { AGE_GROUPS, NOT_SPECIFIED, SPORTS } from '../../../shared/constants';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { RegisterTeam, TeamProfile, TeamSignup, TeamSignupSimple } from '../../../shared/schemas/team';
import { hashPassword } from '../../auth/passwords';
import { forgetSessionsOf } from '../../auth/session-cache';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { RequestMeta } from '../../core/request-meta';
import type { DbOrTx } from '../../db/client';
import { teams, userRoles, users } from '../../db/schema';
import { register } from '../auth/sign-up';
import { findOwnTeam, NO_TEAM, ownTeamOr404 } from './ownership';
import { insertTeamWithSlug } from './slugs';

/** Where a team sign-up's confirmation link continues, signed in. */
const TEAM_SIGNUP_NEXT = '/team-dashboard';

export const ALREADY_HAS_TEAM = 'You have already registered a team. You can edit it from your team profile.';

/**
 * The 'Join' form: account (role team, signup metadata), confirmation email and team row, all or nothing;
 * the confirmation link signs the coach in and continues to the dashboard.
 */
export async function signUpTeam(deps: Deps, input: TeamSignup, meta: RequestMeta) {
  const passwordHash = await hashPassword(input.password);
  return register(
    deps,
    meta,
    {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      phoneNumber: input.phone,
      metadata: {
        full_name: input.fullName,
        phone_number: input.phone,
        role: input.role,
        organization_name: input.organizationName,
        user_type: 'team',
      },
      role: 'team',
      confirmNext: TEAM_SIGNUP_NEXT,
    },
    (tx, userId) =>
      insertTeamWithSlug(tx, {
        name: input.organizationName,
        coachName: input.fullName,
        contactEmail: input.email,
        contactPhone: input.phone,
        userRole: input.role,
        sport: NOT_SPECIFIED,
        ageGroup: NOT_SPECIFIED,
        location: NOT_SPECIFIED,
        signupStep: 1,
        createdBy: userId,
      }),
  );
}

/** /team-signup-simple: the same account and team from five fields. */
export async function signUpTeamSimple(deps: Deps, input: TeamSignupSimple, meta: RequestMeta) {
  const passwordHash = await hashPassword(input.password);
  return register(
    deps,
    meta,
    {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      metadata: { full_name: input.fullName, organization_name: input.teamName, user_type: 'team' },
      role: 'team',
      confirmNext: TEAM_SIGNUP_NEXT,
    },
    (tx, userId) =>
      insertTeamWithSlug(tx, {
        name: input.teamName,
        coachName: input.fullName,
        contactEmail: input.email,
        sport: input.sport,
        ageGroup: NOT_SPECIFIED,
        location: NOT_SPECIFIED,
        signupStep: 1,
        createdBy: userId,
      }),
  );
}

/** The older form: a signed-in user without a team registers one and gains the team role. */
export async function registerTeam(db: DbOrTx, user: SessionUser, input: RegisterTeam) {
  const team = await db.transaction(async (tx) => {
    // Locking the user's row makes two submits at once queue here, so the second sees the first's team.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (await findOwnTeam(tx, user.id)) throw conflict('TEAM_EXISTS', ALREADY_HAS_TEAM);
    await tx.insert(userRoles).values({ userId: user.id, role: 'team' }).onConflictDoNothing();
    // The six fields of a complete basic profile are in, so the signup step is past the first.
    return insertTeamWithSlug(tx, { ...input, signupStep: 2, createdBy: user.id });
  });
  // The new role shows on the user's next request.
  forgetSessionsOf(user.id);
  return team;
}

export async function myTeam(db: DbOrTx, userId: string) {
  const team = await findOwnTeam(db, userId);
  if (!team) throw new AppError(404, 'NO_TEAM', NO_TEAM);
  return team;
}

/**
 * Saves the whole profile. Sport and age group come from the profile page's lists, or stay what the team
 * already holds. A rejected team that edits its profile is resubmitted for review (DECISIONS).
 */
export async function updateProfile(db: DbOrTx, userId: string, teamId: string, profile: TeamProfile) {
  const current = await ownTeamOr404(db, userId, teamId);
  const fields: Record<string, string[]> = {};
  if (!keptOrListed(profile.sport, current.sport, SPORTS.teamProfile))
    fields.sport = ['Please choose a sport from the list'];
  if (!keptOrListed(profile.ageGroup, current.ageGroup, AGE_GROUPS.teamProfile))
    fields.ageGroup = ['Please choose an age group from the list'];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError(400, 'VALIDATION_FAILED', first, fields);

  const [team] = await db
    .update(teams)
    .set({
      ...profile,
      signupStep: sql`greatest(${teams.signupStep}, 2)`,
      verificationStatus: sql`case when ${teams.verificationStatus} = 'rejected' then 'under_review' else ${teams.verificationStatus} end`,
    })
    .where(and(eq(teams.id, current.id), eq(teams.createdBy, userId)))
    .returning();
  if (!team) throw notFound(NO_TEAM);
  return team;
}

function keptOrListed(value: string, current: string, list: readonly string[]): boolean {
  return value === current || list.includes(value);
}
