import { type EventStreamOptions, runEventStream } from '@dastarkhan/client';
import { type StaffInboxKind, StaffInboxKindSchema, type StaffStreamEvent } from '@dastarkhan/domain';

// The staff stream `GET /api/orders/v1/operator/events` (decision 020) on the client package's
// fetch-based event-stream reader (bearer token and merchant header, Last-Event-ID resume,
// 1 s … 10 s back-off, a connection silent for 45 s — the server pings every 15 s — is dropped).
// What it says: `hello` (the latest id, kept for the resume), an order change (default message),
// `inbox` (a waiter call, booking, feedback or application came or changed), `resync` (a resume
// missed too much: reload).

/** connecting: before the first open; offline: refused, or three tries in a row failed. */
export type StaffStreamStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface InboxNotice {
  kind: StaffInboxKind;
  id: number;
  branchId: number | null;
}

export interface StaffStreamHandlers {
  onChange: (event: StaffStreamEvent) => void;
  onInbox: (notice: InboxNotice) => void;
  /**
   * The list may have missed changes: every connection (the first one too: changes between a
   * screen's load and the stream's start) and every `resync`.
   */
  onResync: () => void;
  onStatus: (status: StaffStreamStatus) => void;
}

export const STAFF_STREAM_URL = '/api/orders/v1/operator/events';

/** Tries in a row without a byte before the status says offline. */
const OFFLINE_AFTER = 3;

export function readInboxNotice(data: string): InboxNotice | null {
  try {
    const raw = JSON.parse(data) as { kind?: unknown; id?: unknown; branchId?: unknown };
    const kind = StaffInboxKindSchema.safeParse(raw.kind);
    if (!kind.success || typeof raw.id !== 'number') return null;
    return { kind: kind.data, id: raw.id, branchId: typeof raw.branchId === 'number' ? raw.branchId : null };
  } catch {
    return null;
  }
}

function readChange(data: string): StaffStreamEvent | null {
  try {
    const event = JSON.parse(data) as StaffStreamEvent;
    return event?.order ? event : null;
  } catch {
    return null; // Not an order: the next change carries the whole order again.
  }
}

/** Runs until `signal` aborts or the server refuses (401/403). */
export function runStaffStream(
  handlers: StaffStreamHandlers,
  signal: AbortSignal,
  options: Pick<EventStreamOptions, 'headers' | 'fetch' | 'sleep' | 'silenceLimitMs'>,
): Promise<void> {
  return runEventStream(
    {
      ...options,
      url: STAFF_STREAM_URL,
      onState: (state, failures) =>
        handlers.onStatus(
          state === 'closed' ||
            (state === 'reconnecting' &&
              (failures >= OFFLINE_AFTER || globalThis.navigator?.onLine === false))
            ? 'offline'
            : state,
        ),
      onOpen: () => handlers.onResync(),
      onMessage: (message) => {
        if (message.type === 'resync') return handlers.onResync();
        if (message.type === 'inbox') {
          const notice = readInboxNotice(message.data);
          if (notice) handlers.onInbox(notice);
          return;
        }
        if (message.type !== 'message') return; // hello: only its id matters (kept by the reader).
        const change = readChange(message.data);
        if (change) handlers.onChange(change);
      },
    },
    signal,
  );
}
