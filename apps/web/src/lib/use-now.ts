import { useEffect, useState } from 'react';

/**
 * The current time, starting from the server's (so the first render hydrates without a
 * mismatch) and then ticking every minute, so "open" turns to "closed" on a page left open.
 */
export function useNow(serverNow: number, intervalMs = 60_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
