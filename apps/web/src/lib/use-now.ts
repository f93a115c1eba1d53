import { useEffect, useState } from 'react';

/**
 * The current time, starting from the server's (so the first render hydrates without a
 * mismatch) and then ticking every minute, so "open" turns to "closed" on a page left open.
 */
export function useNow(serverNow: number, intervalMs = 60_000): number {
  return useClientNow(intervalMs) ?? serverNow;
}

/**
 * The browser's time, ticking every minute, and null until the page has hydrated: for what
 * depends on the clock and must never be in a cached server page (decision 048).
 */
export function useClientNow(intervalMs = 60_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
