import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Two processes writing one PGlite directory corrupt it: the second is refused with this. */
export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is open in another process (pid ${pid}). PGlite serves one process: stop that one (e.g. the server) and run this again, or use PostgreSQL (DATABASE_URL), which any number of processes share. If no process ${pid} uses it, delete ${dataDir}.lock.`,
    );
    this.name = 'DataDirBusy';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it just is not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Locks this process holds. A file naming our own pid that is not in here was left by an earlier
 * process that had the same pid (a container's pid 1 after a crash): it is stale.
 */
const heldHere = new Set<string>();

/**
 * Takes `<dataDir>.lock` for this process (its pid inside), or throws DataDirBusy while a live
 * process holds it. A lock left by a process that died is taken over. Returns the release.
 */
export function holdDataDirLock(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' fails when the file exists: only one process can win the creation.
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        process.off('exit', release);
        rmSync(path, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(path, 'utf8').trim());
      } catch {}
      const ours = holder === process.pid;
      if (Number.isInteger(holder) && holder > 0 && (ours ? heldHere.has(path) : alive(holder)))
        throw new DataDirBusy(dataDir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
