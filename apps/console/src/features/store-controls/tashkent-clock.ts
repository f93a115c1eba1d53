import { useEffect, useState } from 'react';

/** "14:30" on the Tashkent clock (UTC+5 all year). */
export function tashkentClock(iso: string): string {
  const d = new Date(Date.parse(iso) + 5 * 3_600_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** The current time, renewed every `ms`. */
export function useTicking(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
