import { eq, sql } from 'drizzle-orm';
import type { DiscoveryViewer } from '../../../shared/schemas/discovery';
import type { Db } from '../../db/client';
import { businesses, teams, users } from '../../db/schema';

/** Whether the caller may be invited to create a business profile or to sign up as a team. */
export async function discoveryViewer(db: Db, userId: string | null): Promise<DiscoveryViewer> {
  if (!userId) return { signedIn: false, hasBusiness: false, hasTeam: false };
  const [row] = await db
    .select({
      hasBusiness: sql<boolean>`exists (select 1 from ${businesses} where ${businesses.createdBy} = ${userId})`,
      hasTeam: sql<boolean>`exists (select 1 from ${teams} where ${teams.createdBy} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { signedIn: true, hasBusiness: Boolean(row?.hasBusiness), hasTeam: Boolean(row?.hasTeam) };
}
