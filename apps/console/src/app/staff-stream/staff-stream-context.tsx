import type { StaffStreamEvent } from '@dastarkhan/domain';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useApi, useSession } from '../session';
import { type InboxNotice, runStaffStream, type StaffStreamStatus } from './staff-stream';

export interface StaffStreamSubscriber {
  onChange?: (event: StaffStreamEvent) => void;
  onInbox?: (notice: InboxNotice) => void;
  onResync?: () => void;
}

interface StreamHub {
  status: StaffStreamStatus;
  subscribe: (subscriber: { current: StaffStreamSubscriber }) => () => void;
}

const StaffStreamContext = createContext<StreamHub | null>(null);

/**
 * ONE staff stream per page, opened while a member of staff is signed in (the shell puts it
 * around every screen); the screens and the navigation subscribe to it with `useStaffStream`.
 * A new token opens a new connection.
 */
export function StaffStreamProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const token = useSession()?.token ?? null;
  const apiRef = useRef(api);
  apiRef.current = api;
  const [status, setStatus] = useState<StaffStreamStatus>('connecting');
  const subscribers = useRef(new Set<{ current: StaffStreamSubscriber }>());
  const [hub] = useState(() => ({
    subscribe: (subscriber: { current: StaffStreamSubscriber }) => {
      subscribers.current.add(subscriber);
      return () => void subscribers.current.delete(subscriber);
    },
  }));

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const each = (call: (subscriber: StaffStreamSubscriber) => void) => {
      for (const subscriber of [...subscribers.current]) call(subscriber.current);
    };
    void runStaffStream(
      {
        onChange: (event) => each((s) => s.onChange?.(event)),
        onInbox: (notice) => each((s) => s.onInbox?.(notice)),
        onResync: () => each((s) => s.onResync?.()),
        onStatus: (next) => {
          if (!controller.signal.aborted) setStatus(next);
        },
      },
      controller.signal,
      { headers: () => apiRef.current.headers() },
    );
    return () => controller.abort();
  }, [token]);

  return (
    <StaffStreamContext.Provider value={{ status, subscribe: hub.subscribe }}>
      {children}
    </StaffStreamContext.Provider>
  );
}

/**
 * The shared staff stream: what a screen wants to hear (the handlers may change on every render)
 * and the stream's status. Outside the provider (a test, the login) it stays 'connecting'.
 */
export function useStaffStream(subscriber: StaffStreamSubscriber = {}): StaffStreamStatus {
  const hub = useContext(StaffStreamContext);
  const latest = useRef(subscriber);
  latest.current = subscriber;
  const subscribe = hub?.subscribe;
  useEffect(() => subscribe?.(latest), [subscribe]);
  return hub?.status ?? 'connecting';
}
