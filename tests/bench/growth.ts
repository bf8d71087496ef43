/**
 * The growth check: the list routes' p99 with few teams and with many, on PostgreSQL. The variants hold
 * teams, tiers, owners and businesses only: the discovery listing reads nothing else.
 */
import { createBenchDatabase } from './databases';
import { type Figure, LIST_ROUTES, loadRoutes, type Timing } from './routes';
import { startServer } from './server';

export async function growthCheck(small: number, large: number, timing: Timing) {
  const runs: { teams: number; buildSeconds: number; routes: Record<string, Figure> }[] = [];
  for (const teams of [small, large]) {
    const database = await createBenchDatabase('postgres', { teams, full: false });
    try {
      const server = await startServer(database.location);
      try {
        runs.push({
          teams,
          buildSeconds: database.dataset.buildSeconds,
          routes: await loadRoutes(server, LIST_ROUTES, timing),
        });
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }
  const [few, many] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const ratios = Object.fromEntries(
    LIST_ROUTES.map((name) => {
      const a = few.routes[name]!;
      const b = many.routes[name]!;
      return [
        name,
        {
          p99msSmall: a.p99ms,
          p99msLarge: b.p99ms,
          ratio: Math.round((b.p99ms / Math.max(1, a.p99ms)) * 100) / 100,
        },
      ];
    }),
  );
  return {
    database: 'postgres' as const,
    teams: [small, large],
    buildSeconds: runs.map((r) => r.buildSeconds),
    routes: ratios,
  };
}
