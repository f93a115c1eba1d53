// A consistent backup of a PGlite database that a running server holds (decision 042). PGlite
// lives inside one process, so only that process can copy it: it answers on a Unix socket in a
// directory only its user may enter — no network port, no HTTP route, no token to leak.
import { chmodSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { BackupRefused } from './backup-refused.js';

/** Where the process holding `dataDir` answers backups (a sibling of `<dataDir>.lock`). */
export function backupSocketPath(dataDir: string): string {
  return join(`${dataDir}.run`, 'backup.sock');
}

// sockaddr_un holds 108 bytes on Linux, 104 on macOS: a longer path cannot be bound.
const MAX_SOCKET_PATH = 100;
const REQUEST = 'backup\n';

/**
 * The data directory's files, copied in one step while PGlite runs nothing else. A CHECKPOINT
 * first writes every change to the table files, so a restore starts without replaying the log;
 * the copy itself is taken under PGlite's query lock, so it is one instant of the database (a
 * transaction still open then is simply not in it, as after a crash).
 */
export async function dumpPglite(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  return Buffer.from(await dump.arrayBuffer());
}

/** Starts answering backups for `dataDir`; resolves to the stop. A failure only loses this service. */
export async function serveBackups(pglite: PGlite, dataDir: string): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    console.warn(`online backups are off: the socket path ${path} is too long (DATA_DIR nearer the root)`);
    return async () => {};
  }
  const dir = `${dataDir}.run`;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // The data-dir lock is ours, so a socket left here is a dead process's.
  rmSync(path, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((socket) => {
    socket.on('error', () => {});
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk.toString('latin1');
      if (request.length < REQUEST.length) return;
      socket.removeAllListeners('data');
      socket.pause();
      if (request !== REQUEST) {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      // One dump at a time: each holds a copy of the whole database in memory.
      queue = queue.then(async () => {
        try {
          const bytes = await dumpPglite(pglite);
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          await new Promise<void>((resolve) => socket.end(bytes, resolve));
        } catch (error) {
          socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
        }
      });
    });
  });
  server.on('error', (error) => console.warn(`online backups are off: ${error.message}`));
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(path, () => resolve(true));
  });
  if (listening) {
    // Only the owner may connect: the directory is 0700, the socket 0600 as well.
    chmodSync(path, 0o600);
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await queue.catch(() => {});
    if (listening) rmSync(path, { force: true });
  };
}

/** Asks the process holding `dataDir` (pid `holder`) for a copy of it. */
export async function requestOnlineBackup(dataDir: string, holder: number): Promise<Buffer> {
  const path = backupSocketPath(dataDir);
  try {
    statSync(path);
  } catch {
    throw new BackupRefused(
      `the database in ${dataDir} is open in process ${holder}, which answers no backups (${path} is missing: a release before online backups?). Stop it and run this again.`,
    );
  }
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const socket = createConnection(path);
    socket.on('connect', () => socket.write(REQUEST));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve());
    socket.on('error', (error) =>
      reject(
        new BackupRefused(`process ${holder} did not answer the backup request at ${path}: ${error.message}`),
      ),
    );
  });
  const answer = Buffer.concat(chunks);
  const newline = answer.indexOf(10);
  let header: { ok: boolean; bytes?: number; error?: string };
  try {
    header = JSON.parse(answer.subarray(0, newline).toString('utf8'));
  } catch {
    throw new Error(`process ${holder} answered the backup request with something else`);
  }
  if (!header.ok) throw new Error(`process ${holder} could not copy the database: ${header.error}`);
  const bytes = answer.subarray(newline + 1);
  if (bytes.length !== header.bytes)
    throw new Error(`the copy was cut off: ${bytes.length} of ${header.bytes} bytes arrived`);
  return bytes;
}
