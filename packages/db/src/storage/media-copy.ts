import type { MediaStorage } from './media-storage.js';

export interface CopyReport {
  copied: number;
  skipped: number;
  failed: number;
  /** The first failures, key and reason (all of them are counted in `failed`). */
  failures: Array<{ key: string; reason: string }>;
}

export interface CopyOptions {
  /** Copies in flight at once. */
  concurrency?: number;
  /** Called after each object with the counts so far and how many the source holds. */
  onProgress?: (report: CopyReport, total: number) => void;
}

const KEPT_FAILURES = 20;

/**
 * Copies every object of `from` to `to` (`npm run media:copy`). Resumable: an object already at
 * the destination with the same size is skipped (keys are content-addressed or rewritten whole,
 * so the same key and size is the same object); one failure does not stop the others.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  options: CopyOptions = {},
): Promise<CopyReport> {
  const present = new Map<string, number>();
  for await (const object of to.list()) present.set(object.key, object.size);
  const pending: Array<{ key: string; size: number }> = [];
  for await (const object of from.list()) pending.push(object);
  const total = pending.length;
  const report: CopyReport = { copied: 0, skipped: 0, failed: 0, failures: [] };

  /** Counted and reported at once, so exactly one report sees the last object. */
  const count = (outcome: 'copied' | 'skipped' | 'failed') => {
    report[outcome]++;
    options.onProgress?.(report, total);
  };
  const copyOne = async ({ key, size }: { key: string; size: number }) => {
    if (present.get(key) === size) return count('skipped');
    try {
      const body = await from.get(key);
      // Gone from the source since it was listed (a deleted profile photo): nothing to copy.
      if (!body) return count('skipped');
      await to.put(key, body);
      count('copied');
    } catch (error) {
      if (report.failures.length < KEPT_FAILURES)
        report.failures.push({ key, reason: (error as Error).message ?? String(error) });
      count('failed');
    }
  };
  const worker = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) await copyOne(next);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}
