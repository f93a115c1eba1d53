import type { StaffStreamEvent } from '@dastarkhan/domain';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session';

// The staff stream `GET /api/orders/v1/operator/events`, read with fetch (EventSource cannot send
// the bearer token). Small on purpose: the board's own client was not there when the kitchen was
// written. Reconnects after 2 s with Last-Event-ID (also after 45 s of silence); every (re)connection
// and every `resync` asks the screen to reload its list.

const SILENCE_MS = 45_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting';

interface Handlers {
  onEvent: (event: StaffStreamEvent) => void;
  /** The list may have missed changes: load it again. */
  onResync: () => void;
}

/** Splits an event-stream text into its messages; returns the unfinished tail. */
export function parseSse(buffer: string, onMessage: (type: string, data: string, id: string | null) => void) {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const tail = blocks.pop() ?? '';
  for (const block of blocks) {
    let type = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') type = value;
      else if (field === 'id') id = value;
    }
    onMessage(type, data.join('\n'), id);
  }
  return tail;
}

export function useStaffStream(handlers: Handlers): StreamState {
  const api = useApi();
  const [state, setState] = useState<StreamState>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const headers = JSON.stringify(api.headers());
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let lastId = '';
    void (async () => {
      while (!signal.aborted) {
        // The server pings every 15 s: a connection silent for 45 s is dead, whatever TCP says.
        const connection = new AbortController();
        const drop = () => connection.abort();
        signal.addEventListener('abort', drop, { once: true });
        let watchdog = setTimeout(drop, SILENCE_MS);
        try {
          const response = await fetch('/api/orders/v1/operator/events', {
            headers: {
              ...JSON.parse(headers),
              accept: 'text/event-stream',
              ...(lastId ? { 'last-event-id': lastId } : {}),
            },
            signal: connection.signal,
            cache: 'no-store',
          });
          if (response.status === 401 || response.status === 403) return;
          if (response.ok && response.body) {
            setState('live');
            // Whatever changed between the list's load (or the drop) and now is fetched again.
            latest.current.onResync();
            const reader = response.body.getReader();
            const decoder = new TextDecoder();
            let buffer = '';
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              clearTimeout(watchdog);
              watchdog = setTimeout(drop, SILENCE_MS);
              buffer = parseSse(buffer + decoder.decode(value, { stream: true }), (type, data, id) => {
                if (id) lastId = id;
                if (type === 'resync') latest.current.onResync();
                if (type !== 'message') return;
                try {
                  const event = JSON.parse(data) as StaffStreamEvent;
                  if (event?.order) latest.current.onEvent(event);
                } catch {
                  // not an order change
                }
              });
            }
          }
        } catch {
          // a drop or an abort
        } finally {
          clearTimeout(watchdog);
          signal.removeEventListener('abort', drop);
        }
        if (signal.aborted) return;
        setState('reconnecting');
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    })();
    return () => controller.abort();
  }, [headers]);
  return state;
}
