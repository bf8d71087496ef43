import { randomBytes } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import { slugify, uniqueSlug } from '../../../shared/slug';
import type { DbOrTx } from '../../db/client';
import { teams } from '../../db/schema';

type NewTeam = Omit<typeof teams.$inferInsert, 'slug'>;

/** Enough rounds for any realistic burst of same-named signups; after that a random suffix ends it. */
const ATTEMPTS = 5;

/**
 * Inserts the team under a free slug made from its name (DECISIONS: unique, never changed). Two teams of
 * the same name signing up at once may both pick the same free slug: the loser's insert does nothing
 * (no unique-violation error, which would abort the caller's transaction), and it tries the next one.
 */
export async function insertTeamWithSlug(tx: DbOrTx, values: NewTeam) {
  const base = slugify(values.name);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const taken = await takenSlugs(tx, base);
    const slug = uniqueSlug(base, (candidate) => taken.has(candidate));
    const [team] = await insertUnlessTaken(tx, { ...values, slug });
    if (team) return team;
  }
  const [team] = await insertUnlessTaken(tx, {
    ...values,
    slug: `${base}-${randomBytes(4).toString('hex')}`,
  });
  if (!team) throw new Error(`No free slug for team ${base}`);
  return team;
}

function insertUnlessTaken(tx: DbOrTx, values: typeof teams.$inferInsert) {
  return tx.insert(teams).values(values).onConflictDoNothing({ target: teams.slug }).returning();
}

/** The base slug and its numbered variants already in use (slugs hold no LIKE wildcards). */
async function takenSlugs(tx: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: teams.slug })
    .from(teams)
    .where(or(eq(teams.slug, base), like(teams.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}
