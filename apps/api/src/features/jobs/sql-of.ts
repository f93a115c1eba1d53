import { type SQL, sql } from 'drizzle-orm';

/**
 * `text` with `$1…$n` placeholders and its values as one drizzle SQL, so a statement written for
 * a plain driver (pg-boss's job insert) runs on a drizzle transaction of either engine.
 * Only for statements without `$n` inside string literals or dollar-quoted bodies.
 */
export function sqlOf(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${value === undefined ? null : value}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
