import { tashkentToday } from '@dastarkhan/client';
import type {
  StaffFeedback,
  StaffInboxKind,
  StaffReservation,
  StaffVacancyApplication,
  WaiterCall,
} from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConsoleApi, type ConsoleApiError, useApi } from '../../app/session';
import { useStaffStream } from '../../app/staff-stream';

export type InboxTab = 'calls' | 'reservations' | 'feedback' | 'applications';

export const TAB_OF_KIND: Record<StaffInboxKind, InboxTab> = {
  WAITER_CALL: 'calls',
  RESERVATION: 'reservations',
  FEEDBACK: 'feedback',
  VACANCY_APPLICATION: 'applications',
};

/** One list of the inbox: not loaded yet, failed, or its items (`unavailable`: dine-in is off). */
export type ListState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ConsoleApiError }
  | { status: 'unavailable' }
  | { status: 'ready'; items: T[]; count: number };

/** A handled/unhandled inbox: the unhandled first (all of them, up to 100), then the latest handled. */
async function handledInbox<T>(api: ConsoleApi, path: string): Promise<ListState<T>> {
  const [[error, open], [error2, done]] = await Promise.all([
    api.get<{ content: T[]; totalElements: number }>(path, { handled: 'false', size: 100 }),
    api.get<{ content: T[]; totalElements: number }>(path, { handled: 'true', size: 20 }),
  ]);
  if (error || error2) return { status: 'error', error: (error ?? error2)! };
  return { status: 'ready', items: [...open!.content, ...done!.content], count: open!.totalElements };
}

const loaders = {
  calls: async (api: ConsoleApi): Promise<ListState<WaiterCall>> => {
    const [error, calls] = await api.get<WaiterCall[]>('/orders/v1/operator/waiter-calls', {
      status: 'OPEN',
    });
    if (error)
      return error.code === 'WAITER_CALL_UNAVAILABLE'
        ? { status: 'unavailable' }
        : { status: 'error', error };
    return { status: 'ready', items: calls, count: calls.length };
  },
  reservations: async (api: ConsoleApi): Promise<ListState<StaffReservation>> => {
    const [error, list] = await api.get<StaffReservation[]>('/users/v1/operator/reservations');
    if (error) return { status: 'error', error };
    // The count on the tab: today's bookings still to come.
    const today = tashkentToday();
    return {
      status: 'ready',
      items: list,
      count: list.filter((r) => r.day === today && r.status !== 'CANCELED').length,
    };
  },
  feedback: (api: ConsoleApi) => handledInbox<StaffFeedback>(api, '/support/v1/operator/feedback'),
  applications: (api: ConsoleApi) =>
    handledInbox<StaffVacancyApplication>(api, '/support/v1/operator/vacancy-applications'),
};

export interface InboxLists {
  calls: ListState<WaiterCall>;
  reservations: ListState<StaffReservation>;
  feedback: ListState<StaffFeedback>;
  applications: ListState<StaffVacancyApplication>;
}

const LOADING: InboxLists = {
  calls: { status: 'loading' },
  reservations: { status: 'loading' },
  feedback: { status: 'loading' },
  applications: { status: 'loading' },
};

/**
 * The four lists of the inbox, kept current by the shared staff stream: a notice reloads its
 * list; a new waiter call calls `onNewCall` (the shell's badge chimes). Loads made out of order never overwrite a
 * newer answer.
 */
export function useInbox(onNewCall: (tab: InboxTab) => void) {
  const api = useApi();
  const [lists, setLists] = useState<InboxLists>(LOADING);
  const apiRef = useRef(api);
  apiRef.current = api;
  const generation = useRef<Record<InboxTab, number>>({
    calls: 0,
    reservations: 0,
    feedback: 0,
    applications: 0,
  });
  const knownCalls = useRef<Set<number> | null>(null);
  const onNewCallRef = useRef(onNewCall);
  onNewCallRef.current = onNewCall;

  const reload = useCallback(async (tab: InboxTab) => {
    const mine = ++generation.current[tab];
    const state = await loaders[tab](apiRef.current);
    if (mine !== generation.current[tab]) return;
    if (tab === 'calls' && state.status === 'ready') {
      const calls = state.items as WaiterCall[];
      const before = knownCalls.current;
      knownCalls.current = new Set(calls.map((c) => c.id));
      if (before && calls.some((c) => !before.has(c.id))) onNewCallRef.current('calls');
    }
    setLists((current) => ({ ...current, [tab]: state }));
  }, []);

  const reloadAll = useCallback(() => {
    for (const tab of ['calls', 'reservations', 'feedback', 'applications'] as const) void reload(tab);
  }, [reload]);

  useEffect(() => {
    reloadAll();
    // A safety net for a quiet proxy: the lists are read again every two minutes anyway.
    const timer = setInterval(reloadAll, 120_000);
    return () => clearInterval(timer);
  }, [reloadAll]);
  useStaffStream({ onInbox: (notice) => void reload(TAB_OF_KIND[notice.kind]), onResync: reloadAll });

  /** Takes an acknowledged call off the list at once (the stream's notice reloads it too). */
  const removeCall = useCallback((id: number) => {
    generation.current.calls++;
    setLists((current) => {
      const list = current.calls;
      if (list.status !== 'ready') return current;
      const items = list.items.filter((call) => call.id !== id);
      return { ...current, calls: { ...list, items, count: items.length } };
    });
  }, []);

  return { lists, reload, removeCall };
}
