import { sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';
import type { Db } from '../client';
import { rawRows } from '../raw';

/**
 * Analyzes each table that changed by more than 50 rows and a tenth of its size since it was last
 * analyzed: the rule PostgreSQL's autovacuum follows, which PGlite does not run. Resolves to how many.
 */
export async function analyzeChangedTables(db: Db): Promise<number> {
  const rows = await rawRows<{ name: string }>(
    db,
    sql`
    select format('%I.%I', s.schemaname, s.relname) as name
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)`,
  );
  // The names come from the catalog, quoted by format('%I').
  for (const { name } of rows) await db.execute(sql.raw(`analyze ${name}`));
  return rows.length;
}

/**
 * PGlite only: nothing else ever refreshes its statistics. Without them a plan PostgreSQL kept while a
 * table was small stayed for the life of the process: the team dashboard's kept plan read the whole
 * ledger once per gift (a sequential scan under each), and after 1,500 gifts to one team it took 1.7 s
 * and held PGlite's one thread, so every other request waited. An analyze makes PostgreSQL plan again.
 */
export function pgliteStatisticsJob(deps: Deps): PeriodicJob {
  return periodicJob({
    name: 'pglite_statistics',
    metrics: deps.metrics,
    // autovacuum_naptime's default.
    pollMs: 60_000,
    log: deps.logger.child({ component: 'pglite-statistics' }),
    failure: 'analyzing changed tables failed',
    run: () => analyzeChangedTables(deps.database.db),
  });
}
