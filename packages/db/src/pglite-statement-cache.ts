import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

// PGlite's query() parses and plans its SQL on every call (an unnamed statement): for the order
// path's big statements that is most of their cost (~0.6 ms of ~0.7 ms for the facts query on
// this machine). This keeps one named prepared statement per distinct SQL text, as a pooled
// PostgreSQL connection would, so repeats only bind and execute. Only the instance's own
// query() is wrapped: statements inside transaction() keep PGlite's path, and PostgreSQL plans
// the prepared statement again by itself when a table it reads changes.

const { serialize } = protocol;

/** Distinct statements kept by default; the least recently used is closed beyond this. */
const CAPACITY = 256;

interface Prepared {
  name: string;
  paramTypes: number[];
}

interface Internals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type Parsers = Internals['parsers'];
type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * The rows of one extended-protocol execution, as PGlite's parseResults would give them. Its own
 * version merges the caller's parsers into all 318 built-in ones on every call (drizzle passes
 * some each time), which cost more than the statement itself; here each column looks its parser up.
 */
function toResults<T>(messages: Message[], builtIn: Parsers, options: QueryOptions | undefined): Results<T> {
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  let parsers: Array<((value: string, type: number) => unknown) | undefined> = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      const described = (message as unknown as { fields: Array<{ name: string; dataTypeID: number }> })
        .fields;
      fields = described.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? builtIn[dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: Array<string | null> }).fields.map((value, i) => {
        const parser = parsers[i];
        return value === null ? null : parser ? parser(value, fields[i]!.dataTypeID) : value;
      });
      rows.push(
        options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])),
      );
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      const count = Number.parseInt(words[words.length - 1]!, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]!)) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return { rows, fields, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) } as Results<T>;
}

/** PostgreSQL refuses a prepared statement whose result columns changed under it (a migration). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan/.test(String((error as Error).message));

const CACHED = Symbol('dastarkhan.statementCache');

export function cacheStatements(pglite: PGlite, capacity = CAPACITY): PGlite {
  const marked = pglite as PGlite & { [CACHED]?: true };
  if (marked[CACHED]) return pglite;
  marked[CACHED] = true;
  const internals = pglite as unknown as Internals;
  const plainQuery = pglite.query.bind(pglite);
  const statements = new Map<string, Prepared>(); // insertion order = recency
  let counter = 0;

  async function prepare(text: string): Promise<Prepared> {
    const found = statements.get(text);
    if (found) {
      statements.delete(text);
      statements.set(text, found);
      return found;
    }
    const name = `dk_${++counter}`;
    const described = await pglite.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, prepared);
    if (statements.size > capacity) {
      const [oldText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldText);
      await pglite.execProtocol(
        concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
      );
    }
    return prepared;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { name, paramTypes } = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? internals.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const result = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return toResults<T>(result.messages, internals.parsers, options);
  }

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    // COPY blobs and explicit parameter types take PGlite's own path.
    if (options?.blob || options?.paramTypes) return plainQuery<T>(text, params, options);
    await internals._checkReady();
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          const stale = statements.get(text);
          statements.delete(text);
          if (stale)
            await pglite.execProtocol(
              concat([serialize.close({ type: 'S', name: stale.name }), serialize.sync()]),
            );
          return run<T>(text, params, options);
        }
      }),
    );
  };
  pglite.query = query as PGlite['query'];
  return pglite;
}
