import { useT } from '@dastarkhan/client';
import { type StaffRole, staffCan, type WaiterCall } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useApi } from '../app/session';
import { playWaiterChime, useSoundUnlock } from '../app/sound';
import { useStaffStream } from '../app/staff-stream';

/** A safety net for a quiet proxy: the open calls are read again this often anyway. */
const SAFETY_REFETCH_MS = 120_000;

/**
 * Open waiter calls for staff who answer them (the `inbox` ability), on every screen: read again
 * on each `inbox` notice of the shared staff stream and after a reconnect; a call that was not
 * there before chimes. `null`: not for this role, not loaded yet, or dine-in is off.
 */
export function useOpenWaiterCalls(role: StaffRole): number | null {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const allowed = staffCan(role, 'inbox');
  const [count, setCount] = useState<number | null>(null);
  const known = useRef<Set<number> | null>(null);
  const generation = useRef(0);
  useSoundUnlock();

  const load = useCallback(async () => {
    const mine = ++generation.current;
    const [error, calls] = await apiRef.current.get<WaiterCall[]>('/orders/v1/operator/waiter-calls', {
      status: 'OPEN',
    });
    if (mine !== generation.current) return;
    if (error) {
      if (error.code === 'WAITER_CALL_UNAVAILABLE') setCount(null);
      return;
    }
    const before = known.current;
    known.current = new Set(calls.map((call) => call.id));
    if (before && calls.some((call) => !before.has(call.id))) playWaiterChime();
    setCount(calls.length);
  }, []);

  useEffect(() => {
    if (!allowed) return;
    void load();
    const timer = setInterval(() => void load(), SAFETY_REFETCH_MS);
    return () => clearInterval(timer);
  }, [allowed, load]);

  useStaffStream({
    onInbox: (notice) => {
      if (allowed && notice.kind === 'WAITER_CALL') void load();
    },
    onResync: () => {
      if (allowed) void load();
    },
  });
  return allowed ? count : null;
}

/** The count on the inbox's navigation link. */
export function NavCount({ count }: { count: number | null }) {
  const { t } = useT();
  if (!count) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('shell.waiterCalls', { count })}</span>
    </span>
  );
}

/**
 * The loud one, in the top bar on every screen while a call waits: a link to the calls. A phone
 * shows the blinking dot and the count; its name is always the whole sentence.
 */
export function WaiterCallAlert({ count }: { count: number | null }) {
  const { t } = useT();
  if (!count) return null;
  return (
    <NavLink
      to="/inbox"
      className="topbar-calls"
      data-waiter-calls={count}
      aria-label={t('shell.waiterCalls', { count })}
    >
      <span className="topbar-calls-dot" aria-hidden="true" />
      <span className="topbar-calls-count" aria-hidden="true">
        {count}
      </span>
      <span className="topbar-calls-text" aria-hidden="true">
        {t('shell.waiterCalls', { count })}
      </span>
    </NavLink>
  );
}
