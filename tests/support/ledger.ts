import { readFileSync } from 'node:fs';
import { inArray, or, sql } from 'drizzle-orm';
import { ledgerEntries } from '../../src/server/db/schema';
import type { TestWorld } from './app';

const MIGRATION = new URL('../../src/server/db/migrations/0014_ledger.sql', import.meta.url);

/**
 * What migration 0014's backfill would write for these sponsorships and gifts if they had been paid before
 * the ledger existed: its two INSERT ... SELECT statements, run as SELECTs over today's rows.
 */
export async function backfillOf(t: TestWorld, ids: string[]) {
  const statements = readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.includes('INSERT INTO "ledger_entries"'))
    .map((s) => s.slice(s.indexOf('SELECT')).replace(/;\s*$/, ''));
  const rows: { kind: string; amount: number; source: string }[] = [];
  for (const select of statements) {
    const result = (await t.db.execute(
      sql`select kind, amount, source from (${sql.raw(select)}) as b(entry_key, team_id, kind, amount, source, provider, provider_ref, occurred_at) where source::text in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by source, kind`,
    )) as unknown as { rows: { kind: string; amount: number; source: string }[] };
    rows.push(...result.rows.map((r) => ({ ...r, amount: Number(r.amount) })));
  }
  return rows.sort((a, b) => a.source.localeCompare(b.source) || a.kind.localeCompare(b.kind));
}

/** The ledger's own rows of these sponsorships and gifts, in the backfill's shape. */
export async function ledgerOf(t: TestWorld, ids: string[], kinds: string[]) {
  const rows = await t.db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      source: sql<string>`coalesce(${ledgerEntries.sponsorshipId}, ${ledgerEntries.donationId})::text`,
    })
    .from(ledgerEntries)
    .where(or(inArray(ledgerEntries.sponsorshipId, ids), inArray(ledgerEntries.donationId, ids))!);
  return rows
    .filter((r) => kinds.includes(r.kind))
    .sort((a, b) => a.source.localeCompare(b.source) || a.kind.localeCompare(b.kind));
}
