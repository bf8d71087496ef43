import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { DRAWING_HEADER } from '../../../shared/ssr';
import { clockOf } from '../../core/clock';
import type { AppEnv, Deps, PageViewCounter } from '../../core/deps';
import type { Db } from '../../db/client';
import { teamPageViews } from '../../db/schema';
import { VIEWED_HEADER } from '../../http/kept-pages';
import { type PeriodicJob, periodicJob } from '../../jobs/periodic';

/*
 * Views of a team's player pages, which name its sponsors (decision 0050): counted in memory and written
 * as one statement every few seconds, so a page that goes round a school's parents costs a Map update,
 * not a write per view. Counters only: no visitor, cookie or address is kept. What a crash loses is the
 * last few seconds' views, never a payment.
 */

/** Link previews and crawlers fetch a shared link without anyone seeing it. */
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|discord|slack/i;

/** The drawings already counted: bounded, a drawing's calls all come within a few milliseconds. */
const REMEMBERED_DRAWINGS = 1_000;

export function createPageViewCounter(db: Db): PageViewCounter {
  let counts = new Map<string, number>();
  const drawings = new Set<string>();
  return {
    count(c, teamId, drawing) {
      if (c.req.method !== 'GET' || !askedByAPerson(c)) return;
      const day = clockOf(c.var.deps).now().toISOString().slice(0, 10);
      if (drawing) {
        if (drawings.has(drawing)) return;
        if (drawings.size >= REMEMBERED_DRAWINGS) drawings.clear();
        drawings.add(drawing);
      }
      const key = `${teamId} ${day}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    async flush() {
      if (counts.size === 0) return 0;
      const taken = counts;
      counts = new Map();
      const rows = [...taken].map(([key, views]) => {
        const [teamId = '', day = ''] = key.split(' ');
        return { teamId, day, views };
      });
      try {
        await db
          .insert(teamPageViews)
          .values(rows)
          .onConflictDoUpdate({
            target: [teamPageViews.teamId, teamPageViews.day],
            set: { views: sql`${teamPageViews.views} + excluded.views` },
          });
      } catch (error) {
        // Kept for the next round (a team deleted since is dropped by its foreign key there too).
        for (const row of rows) {
          const key = `${row.teamId} ${row.day}`;
          counts.set(key, (counts.get(key) ?? 0) + row.views);
        }
        throw error;
      }
      return rows.length;
    },
  };
}

/** Whether a person asked: not a crawler, nor a messaging app drawing a shared link's preview. */
export const askedByAPerson = (c: Context<AppEnv>) => !NOT_A_PERSON.test(c.req.header('user-agent') ?? '');

/** Counts a view of the team's page for this request, unless a crawler or a repeat of one drawing asked. */
export function countTeamPageView(c: Context<AppEnv>, teamId: string): void {
  const drawing = c.req.header(DRAWING_HEADER) ?? null;
  // A kept drawing, served again without asking, counts its visits itself (http/ssr.ts).
  if (drawing) c.header(VIEWED_HEADER, teamId);
  c.var.deps.pageViews?.count(c, teamId, drawing);
}

/** Writes the counted views every 15 seconds, and once more when the app stops. */
export function pageViewJob(deps: Deps, counter: PageViewCounter): PeriodicJob {
  return periodicJob({
    name: 'page_views',
    metrics: deps.metrics,
    pollMs: 15_000,
    log: deps.logger.child({ component: 'page-views' }),
    failure: 'page views not written; kept for the next round',
    run: () => counter.flush(),
  });
}
