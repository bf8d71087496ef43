import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { businessOwner, createTeam, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { auditLogs, emailOutbox, teams, userRoles, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const strong = 'Blue#Harbor7River';
const tokenIn = (text: string) => decodeURIComponent(/token=([^\s"&]+)/.exec(text)![1]!);
const newEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;
const total = async (table: typeof users | typeof teams | typeof emailOutbox) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;
const counts = async () => ({
  users: await total(users),
  teams: await total(teams),
  mail: await total(emailOutbox),
});

const join = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Maria Lopez',
  email: newEmail('coach'),
  phone: '(503) 555-0142',
  role: 'head_coach',
  organizationName: 'Rose City Strikers',
  password: strong,
  confirmPassword: strong,
  ...overrides,
});

describe('POST /api/teams/signup (the Join form)', () => {
  it('creates the team account, its team and the confirmation email that signs it in, and answers 202', async () => {
    const client = t.client();
    const body = join({ email: newEmail('Join').toUpperCase(), organizationName: 'Eastside Eagles U12' });
    const res = await client.post('/api/teams/signup', body);
    expect(res.status).toBe(202);
    const email = body.email.toLowerCase();
    expect(res.body).toEqual({ confirmationSent: true, email });
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(mail!.text).toMatch(/\/auth\/confirm\?token=[^&\s]+&next=%2Fteam-dashboard/);
    const confirmed = await client.post('/api/auth/confirm-email', { token: tokenIn(mail!.text) });
    expect(confirmed.body.user).toMatchObject({
      email,
      fullName: 'Maria Lopez',
      roles: ['team'],
      type: 'team',
    });
    const team = (await client.get('/api/teams/mine')).body;
    expect(team.team).toMatchObject({
      name: 'Eastside Eagles U12',
      slug: 'eastside-eagles-u12',
      coachName: 'Maria Lopez',
      contactEmail: email,
      contactPhone: '(503) 555-0142',
      userRole: 'head_coach',
      sport: 'Not specified',
      ageGroup: 'Not specified',
      location: 'Not specified',
      signupStep: 1,
      verificationStatus: 'pending',
      approvedAt: null,
      createdBy: confirmed.body.user.id,
    });
    expect(team.team.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.metadata).toEqual({
      full_name: 'Maria Lopez',
      phone_number: '(503) 555-0142',
      role: 'head_coach',
      organization_name: 'Eastside Eagles U12',
      user_type: 'team',
    });
    expect(user!.phoneNumber).toBe('(503) 555-0142');
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles.map((r) => r.role)).toEqual(['team']);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email))).toHaveLength(1);
    const logged = await t.db.select().from(auditLogs).where(eq(auditLogs.actorId, user!.id));
    expect(logged.map((l) => l.action)).toContain('AUTH_SIGNUP_SUCCESS');

    const session = await client.get('/api/auth/session');
    expect(session.body.user.email).toBe(email);
  });

  it.each([
    [
      'different passwords',
      { confirmPassword: 'Blue#Harbor7Rivet' },
      'PASSWORD_MISMATCH',
      'Passwords do not match. Please try again.',
      'confirmPassword',
    ],
    [
      'a mismatch even when both are short',
      { password: 'abc', confirmPassword: 'abd' },
      'PASSWORD_MISMATCH',
      'Passwords do not match. Please try again.',
      'confirmPassword',
    ],
    [
      'a password under 6 characters',
      { password: 'Ab1!x', confirmPassword: 'Ab1!x' },
      'PASSWORD_TOO_SHORT',
      'Password must be at least 6 characters long.',
      'password',
    ],
    [
      'a password the /auth policy refuses',
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      'PASSWORD_TOO_WEAK',
      'Password must be at least 8 characters long, Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character, Password contains common patterns and may be easily guessed',
      'password',
    ],
  ])(
    'refuses %s with its own code and the spec message, writing nothing',
    async (_name, overrides, code, message, field) => {
      const before = await counts();
      const res = await t.client().post('/api/teams/signup', join(overrides));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code, message });
      expect(res.body.error.fields[field]).toEqual([message]);
      expect(await counts()).toEqual(before);
    },
  );

  it('reports a password mismatch first even when other fields are wrong too', async () => {
    const res = await t
      .client()
      .post('/api/teams/signup', join({ email: 'nope', role: '', confirmPassword: 'Different#Pass9' }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PASSWORD_MISMATCH');
    expect(res.body.error.fields).toEqual({
      email: ['Please enter a valid email address.'],
      role: ['Please choose your role'],
      confirmPassword: ['Passwords do not match. Please try again.'],
    });
  });

  it('answers a taken email as a new one, and leaves the first account and team alone', async () => {
    const body = join();
    expect((await t.client().post('/api/teams/signup', body)).status).toBe(202);
    const before = await counts();
    const res = await t
      .client()
      .post('/api/teams/signup', join({ email: body.email, organizationName: 'Other' }));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ confirmationSent: true, email: body.email });
    // Only the mail to the owner is new (sign-up-enumeration.test.ts checks its kind and text).
    expect(await counts()).toEqual({ ...before, mail: before.mail + 1 });
  });

  it('requires every field, with messages under each', async () => {
    const res = await t.client().post('/api/teams/signup', {
      fullName: ' ',
      email: '',
      phone: '',
      role: '',
      organizationName: '',
      password: '',
      confirmPassword: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toMatchObject({
      fullName: ['Full name is required'],
      email: ['Please enter a valid email address.'],
      phone: ['Phone number is required', 'Please enter a valid phone number.'],
      role: ['Please choose your role'],
      organizationName: ['Organization name is required'],
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
    });
  });

  it.each([
    ['malformed JSON', '{"fullName":', 'MALFORMED_JSON'],
    ['a wrong type', join({ phone: 5035550142 }), 'VALIDATION_FAILED'],
    ['an over-long organisation name', join({ organizationName: 'x'.repeat(101) }), 'VALIDATION_FAILED'],
    ['an over-long phone', join({ phone: '5035550142555012' }), 'VALIDATION_FAILED'],
    ['a role not on the list', join({ role: 'admin' }), 'VALIDATION_FAILED'],
    ['an unknown field', join({ verificationStatus: 'approved' }), 'VALIDATION_FAILED'],
    ['an array body', [join()], 'VALIDATION_FAILED'],
  ])('answers %s with a 400 and writes nothing', async (_name, body, code) => {
    const before = await counts();
    const res = await t.client().post('/api/teams/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await counts()).toEqual(before);
  });

  it('gives two teams of the same name two distinct slugs, even when they sign up at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.client().post('/api/teams/signup', join({ organizationName: 'Northside Hawks' })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([202, 202, 202]);
    const made = await t.db.select({ slug: teams.slug }).from(teams).where(eq(teams.name, 'Northside Hawks'));
    const slugs = made.map((r) => r.slug).sort();
    expect(slugs).toEqual(['northside-hawks', 'northside-hawks-2', 'northside-hawks-3']);
  });

  it('writes user, role, team and email atomically: a failing team insert leaves nothing', async () => {
    // A trigger of this file's own database makes the team insert fail for one name only.
    await t.db.execute(sql`
      create function refuse_doomed_team() returns trigger language plpgsql as $$
      begin
        if new.name = 'Doomed FC' then raise exception 'team insert failed'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_doomed_team before insert on teams for each row execute function refuse_doomed_team()`,
    );
    const before = await counts();
    const body = join({ organizationName: 'Doomed FC' });
    const res = await t.client().post('/api/teams/signup', body);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await counts()).toEqual(before);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    const errors = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'AUTH_SIGNUP_ERROR'));
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('POST /api/teams/signup-simple', () => {
  const simple = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Dana Kim',
    email: newEmail('simple'),
    password: strong,
    teamName: 'Lake Oswego Lakers',
    sport: 'Basketball',
    ...overrides,
  });

  it('creates the same account and team from five fields', async () => {
    const client = t.client();
    const body = simple();
    const res = await client.post('/api/teams/signup-simple', body);
    expect(res.status).toBe(202);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, body.email));
    const confirmed = await client.post('/api/auth/confirm-email', { token: tokenIn(mail!.text) });
    expect(confirmed.body.user).toMatchObject({ email: body.email, roles: ['team'], type: 'team' });
    const team = (await client.get('/api/teams/mine')).body.team;
    expect(team).toMatchObject({
      name: 'Lake Oswego Lakers',
      sport: 'Basketball',
      ageGroup: 'Not specified',
      location: 'Not specified',
      coachName: 'Dana Kim',
      contactEmail: body.email,
      signupStep: 1,
      verificationStatus: 'pending',
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.metadata).toEqual({
      full_name: 'Dana Kim',
      organization_name: 'Lake Oswego Lakers',
      user_type: 'team',
    });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, body.email))).toHaveLength(1);
  });

  it('applies the full /auth policy as PASSWORD_TOO_WEAK', async () => {
    const before = await counts();
    const res = await t.client().post('/api/teams/signup-simple', simple({ password: 'Short1!' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      message: 'Password must be at least 8 characters long',
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a sport not on the profile list', simple({ sport: 'Wrestling' })],
    ['an unknown field', simple({ phone: '5035550100' })],
    ['an over-long team name', simple({ teamName: 'x'.repeat(101) })],
    ['a wrong type', simple({ teamName: ['A'] })],
  ])('refuses %s and writes nothing', async (_name, body) => {
    const before = await counts();
    const res = await t.client().post('/api/teams/signup-simple', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/teams/register (the older form)', () => {
  const older = (overrides: Record<string, unknown> = {}) => ({
    name: 'Gresham Grizzlies',
    sport: 'Wrestling',
    ageGroup: 'Mixed ages',
    location: 'Gresham, OR',
    coachName: 'Pat Reyes',
    contactEmail: 'Coach@Grizzlies.example',
    contactPhone: '',
    teamSize: 18,
    budgetRange: '$1,000 - $2,500',
    description: '',
    ...overrides,
  });

  it('answers an anonymous caller 401 with the spec text and writes nothing', async () => {
    const before = await counts();
    const res = await t.client().post('/api/teams/register', older());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please sign in to register your team');
    expect(await counts()).toEqual(before);
  });

  it('registers a team for a signed-in user and grants the team role', async () => {
    const { client, user } = await signedInClient(t, { roles: ['user'] });
    const res = await client.post('/api/teams/register', older());
    expect(res.status).toBe(201);
    expect(res.body.team).toMatchObject({
      name: 'Gresham Grizzlies',
      slug: 'gresham-grizzlies',
      sport: 'Wrestling',
      ageGroup: 'Mixed ages',
      location: 'Gresham, OR',
      coachName: 'Pat Reyes',
      contactEmail: 'coach@grizzlies.example',
      contactPhone: null,
      teamSize: 18,
      budgetRange: '$1,000 - $2,500',
      description: null,
      createdBy: user.id,
      signupStep: 2,
      verificationStatus: 'pending',
    });
    expect((await client.get('/api/auth/session')).body.user).toMatchObject({ type: 'team' });
    expect([...(await client.get('/api/auth/session')).body.user.roles].sort()).toEqual(['team', 'user']);
  });

  it('lets a business user register a team too, keeping their business role first', async () => {
    const { client } = await businessOwner(t);
    const res = await client.post('/api/teams/register', older({ name: 'Biz Kids' }));
    expect(res.status).toBe(201);
    const session = (await client.get('/api/auth/session')).body.user;
    expect([...session.roles].sort()).toEqual(['business', 'team']);
    expect(session.type).toBe('business');
  });

  it('refuses a second team with 409 and a clear message', async () => {
    const { client, user } = await teamOwner(t);
    const res = await client.post('/api/teams/register', older({ name: 'Second Team' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'TEAM_EXISTS',
      message: 'You have already registered a team. You can edit it from your team profile.',
    });
    expect(await t.db.select().from(teams).where(eq(teams.createdBy, user.id))).toHaveLength(1);
  });

  it('creates one team when the same user submits twice at once', async () => {
    const { client, user } = await signedInClient(t);
    const results = await Promise.all([
      client.post('/api/teams/register', older({ name: 'Twice FC' })),
      client.post('/api/teams/register', older({ name: 'Twice FC' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(teams).where(eq(teams.createdBy, user.id))).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', '{"name"', 'MALFORMED_JSON'],
    ['a missing required field', older({ coachName: '' }), 'VALIDATION_FAILED'],
    ['a sport from the profile list only', older({ sport: 'Golf' }), 'VALIDATION_FAILED'],
    ['an age group from another list', older({ ageGroup: 'Under 8' }), 'VALIDATION_FAILED'],
    ['a team size of 0', older({ teamSize: 0 }), 'VALIDATION_FAILED'],
    ['a fractional team size', older({ teamSize: 1.5 }), 'VALIDATION_FAILED'],
    ['a team size as text', older({ teamSize: '12' }), 'VALIDATION_FAILED'],
    ['a budget range not on the list', older({ budgetRange: 'A lot' }), 'VALIDATION_FAILED'],
    ['an over-long description', older({ description: 'x'.repeat(2001) }), 'VALIDATION_FAILED'],
    ['an over-long location', older({ location: 'x'.repeat(101) }), 'VALIDATION_FAILED'],
    ['an unknown field', older({ createdBy: '00000000-0000-0000-0000-000000000000' }), 'VALIDATION_FAILED'],
  ])('answers %s with a 400 and writes nothing', async (_name, body, code) => {
    const { client, user } = await signedInClient(t);
    const res = await client.post('/api/teams/register', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(await t.db.select().from(teams).where(eq(teams.createdBy, user.id))).toHaveLength(0);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toHaveLength(0);
  });

  it('names the field and the limit of a bad value', async () => {
    const { client } = await signedInClient(t);
    const res = await client.post('/api/teams/register', older({ name: 'x'.repeat(101), teamSize: 0 }));
    expect(res.body.error.fields).toMatchObject({
      name: ['Team name must be at most 100 characters'],
      teamSize: ['Team size must be at least 1'],
    });
  });

  it('gives a registered team a distinct slug when the name is taken', async () => {
    const { user: other } = await signedInClient(t);
    await createTeam(t, other.id, { name: 'Taken Name', slug: 'taken-name' });
    const { client } = await signedInClient(t);
    const res = await client.post('/api/teams/register', older({ name: 'Taken Name' }));
    expect(res.body.team.slug).toBe('taken-name-2');
  });
});
