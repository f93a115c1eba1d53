// pg_dump and pg_restore, run as child processes. The password goes through PGPASSWORD, never on
// the command line, where every user of the machine could read it (ps).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface PostgresTarget {
  /** The connection string without its password. */
  url: string;
  env: NodeJS.ProcessEnv;
}

export function postgresTarget(databaseUrl: string): PostgresTarget {
  const parsed = new URL(databaseUrl);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: parsed.toString(), env };
}

/** `PG_BIN_DIR` picks the client tools of another version (their major must be ≥ the server's). */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? join(dir, name) : name;
}

export async function runPostgresTool(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  target: PostgresTarget,
): Promise<void> {
  const stderr: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(tool(name), [...args, '--dbname', target.url], {
      env: target.env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
    child.on('error', (error) =>
      reject(
        new Error(
          `cannot run ${name} (${error.message}): install the PostgreSQL client tools, or name their folder in PG_BIN_DIR`,
        ),
      ),
    );
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error(`${name} failed (exit ${code}): ${stderr.join('').trim()}`);
}
