import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';

/** Tables whose rows a refused request may still write by design: reads are audited (BRIEF.md). */
const WRITTEN_BY_DESIGN = new Set(['audit_events']);

/** Every row of every table as text, to count rows inserted, updated or deleted by a run. */
export async function snapshot(db: AppDb): Promise<Map<string, Map<string, number>>> {
  const tables = rowsOf<{ t: string }>(
    await db.execute(sql`SELECT table_name AS t FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`),
  ).map((r) => r.t);
  const result = new Map<string, Map<string, number>>();
  for (const table of tables) {
    if (WRITTEN_BY_DESIGN.has(table)) continue;
    const rows = rowsOf<{ r: string }>(await db.execute(sql`SELECT x::text AS r FROM ${sql.identifier(table)} x`));
    const bag = new Map<string, number>();
    for (const { r } of rows) bag.set(r, (bag.get(r) ?? 0) + 1);
    result.set(table, bag);
  }
  return result;
}

/** Rows that differ between two snapshots, per table (an update counts once: the old row gone, a new one there). */
export function rowsWritten(before: Map<string, Map<string, number>>, after: Map<string, Map<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [table, bagAfter] of after) {
    const bagBefore = before.get(table) ?? new Map<string, number>();
    let added = 0;
    let removed = 0;
    for (const [row, n] of bagAfter) added += Math.max(0, n - (bagBefore.get(row) ?? 0));
    for (const [row, n] of bagBefore) removed += Math.max(0, n - (bagAfter.get(row) ?? 0));
    const changed = Math.max(added, removed);
    if (changed) out[table] = changed;
  }
  return out;
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
