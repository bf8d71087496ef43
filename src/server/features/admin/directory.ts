import { and, count, desc, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminBusinessesPage,
  type AdminBusinessesQuery,
  type AdminTeamsPage,
  type AdminTeamsQuery,
} from '../../../shared/schemas/admin';
import { businesses, teams } from '../../db/schema';
import { toBusiness } from '../businesses/shape';
import { containsPattern, matchesAny } from '../discovery/search';
import { toTeam } from '../teams/shape';
import type { AdminCall } from './context';
import { logListRead } from './data-access';

const offset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/** All Teams: every team whatever its status, newest first, with the full record. */
export async function listAllTeams(call: AdminCall, query: AdminTeamsQuery): Promise<AdminTeamsPage> {
  const where = and(
    query.sport ? matchesAny(query.sport, [teams.sport]) : undefined,
    query.location ? matchesAny(query.location, [teams.location]) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    call.db
      .select()
      .from(teams)
      .where(where)
      .orderBy(desc(teams.createdAt), desc(teams.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset(query.page)),
    call.db.select({ n: count() }).from(teams).where(where),
  ]);
  await logListRead(call, 'teams', query, rows.length);
  return { teams: rows.map(toTeam), page: query.page, pageSize: ADMIN_PAGE_SIZE, total: totals?.n ?? 0 };
}

/** Types are stored as codes ('auto_dealer'); the admin types what the card shows ('auto dealer'). */
function typeMatches(text: string): SQL {
  return sql`replace(${businesses.businessType}, '_', ' ') ilike ${containsPattern(text.replace(/_/g, ' '))}`;
}

/** All Businesses: every business whatever its status, newest first, with the full record. */
export async function listAllBusinesses(
  call: AdminCall,
  query: AdminBusinessesQuery,
): Promise<AdminBusinessesPage> {
  const where = and(
    query.type ? typeMatches(query.type) : undefined,
    query.address ? matchesAny(query.address, [businesses.businessAddress]) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    call.db
      .select()
      .from(businesses)
      .where(where)
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset(query.page)),
    call.db.select({ n: count() }).from(businesses).where(where),
  ]);
  await logListRead(call, 'businesses', query, rows.length);
  return {
    businesses: rows.map(toBusiness),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: totals?.n ?? 0,
  };
}
