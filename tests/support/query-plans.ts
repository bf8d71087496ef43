import { expect } from 'vitest';
import type { TestApp, TestClient } from './app';

/*
 * Reading the plans of what a route really sends: the statements are captured at the driver while the
 * route is called over HTTP, then explained (EXPLAIN, no ANALYZE: plans only). Shared by the list routes'
 * plan test (db/query-plans.test.ts) and the statements' (features/statements/statement-plans.test.ts).
 */

export interface Statement {
  text: string;
  params: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

type DriverQuery = (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export function planReader(t: TestApp) {
  const driver = (t.db as unknown as { $client: { query: DriverQuery } }).$client;

  /** The statements `run` sends through the driver (the PGlite instance or the pg pool). */
  async function captured(run: () => Promise<unknown>): Promise<Statement[]> {
    const original = driver.query;
    const statements: Statement[] = [];
    driver.query = function capture(this: unknown, ...args: unknown[]) {
      const [first, params] = args;
      // The pg driver is given a query config object; PGlite the text.
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      statements.push({ text, params: (params as unknown[] | undefined) ?? [] });
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      driver.query = original;
    }
    return statements;
  }

  async function planOf(statement: Statement): Promise<PlanNode> {
    const result = await driver.query(`explain (format json) ${statement.text}`, statement.params);
    const cell = result.rows[0]!['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    return plan[0]!.Plan;
  }

  /** Calls the route (it must answer 200) and returns the reads it sent, each with its plan. */
  async function readsOf(client: TestClient, path: string) {
    let status = 0;
    const statements = await captured(async () => {
      status = (await client.get(path)).status;
    });
    expect(status, path).toBe(200);
    // A UNION's first branch is written in parentheses: '(select ...) union all (select ...)'.
    const reads = statements.filter((s) => /^\s*\(?\s*(select|with)\b/i.test(s.text));
    expect(reads.length, `${path} sent no reads`).toBeGreaterThan(0);
    return Promise.all(reads.map(async (read) => ({ text: read.text, plan: await planOf(read) })));
  }

  return { readsOf };
}

/** Every node of a plan, the root first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
