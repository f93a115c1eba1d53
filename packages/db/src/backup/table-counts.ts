/** A query runner both engines satisfy: PGlite's `query` and node-postgres' `Client.query`. */
export type RunQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** `schema.table` → rows, for every ordinary table outside the system schemas. */
export type TableCounts = Record<string, number>;

// Ordinary tables only (relkind 'r'): a partitioned table's rows are counted once, in its
// partitions (pg-boss keeps its jobs that way), and views and sequences hold no rows of their own.
// Schemas a forced restore moved aside (restore.ts) are no longer the app's.
const TABLES = `
  select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    and n.nspname not like '%\\_before\\_restore\\_%'
  order by 1, 2`;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Every table of the app's schemas (public, drizzle's, pg-boss's…) and its row count. */
export async function countTableRows(query: RunQuery): Promise<TableCounts> {
  const { rows } = await query(TABLES);
  const tables = rows.map((row) => ({ schema: String(row.schema), name: String(row.name) }));
  if (tables.length === 0) return {};
  const union = tables
    .map((t, i) => `select ${i} as i, count(*)::bigint as n from ${quote(t.schema)}.${quote(t.name)}`)
    .join(' union all ');
  const counted = await query(union);
  const counts: TableCounts = {};
  for (const row of counted.rows) {
    const table = tables[Number(row.i)];
    if (table) counts[`${table.schema}.${table.name}`] = Number(row.n);
  }
  return counts;
}

/** What differs between two counts, in words ("public.orders: 12 in the backup, 11 restored"). */
export function countDifferences(expected: TableCounts, actual: TableCounts): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) => `${name}: ${expected[name] ?? 'absent'} in the backup, ${actual[name] ?? 'absent'} restored`,
    );
}

export function totalRows(counts: TableCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
