import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * Image encodes run one or two at a time per process, each on one libvips thread: a burst of
 * resize requests waits in line instead of taking every core (and the libuv pool the database
 * driver and file reads share) from the other requests (issue 20, decision 036).
 */
export const ENCODE_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
sharp.concurrency(1);

let active = 0;
let peak = 0;
let done = 0;
const waiting: Array<() => void> = [];

/** Runs an encode when a slot is free; the slot is given to the next in line when it ends. */
export async function inEncodeQueue<T>(encode: () => Promise<T>): Promise<T> {
  if (active >= ENCODE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else active++;
  peak = Math.max(peak, active);
  try {
    return await encode();
  } finally {
    done++;
    const next = waiting.shift();
    // The slot passes straight to the next encode: `active` stays, no newcomer can jump the line.
    if (next) next();
    else active--;
  }
}

/** What the queue has done since the last reset: the most encodes at once, and how many ran. */
export function encodeQueueStats() {
  return { peak, done, limit: ENCODE_CONCURRENCY };
}

export function resetEncodeQueueStats() {
  peak = active;
  done = 0;
}
