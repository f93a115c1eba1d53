import type { ApiError, ApiResult } from '@dastarkhan/client';

/** What a screen that loads in the browser has to show: nothing asked yet, a skeleton, a retry, the data. */
export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

export type LoadEvent<T> =
  /** Nothing to ask (no branch chosen, tab not shown). */
  | { type: 'reset' }
  /** A quiet start keeps what is on screen (a refresh behind live data). */
  | { type: 'start'; quiet: boolean }
  /** A quiet failure leaves what is on screen as it was. */
  | { type: 'answer'; result: ApiResult<T>; quiet: boolean }
  /** Data from elsewhere (a live stream, the answer to a change the person made). */
  | { type: 'put'; data: T }
  /** A change to the loaded data; nothing happens before it is loaded. */
  | { type: 'update'; change: (data: T) => T };

/** `keep(current, next)` true keeps what is shown (it is newer than what arrived). */
export type Keep<T> = (current: T, next: T) => boolean;

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/** The state machine of `useLoaded`, kept pure so it can be tested without rendering. */
export function nextLoaded<T>(state: Loaded<T>, event: LoadEvent<T>, keep?: Keep<T>): Loaded<T> {
  switch (event.type) {
    case 'reset':
      return state.status === 'idle' ? state : IDLE;
    case 'start':
      // The same object when already loading, so React skips the render.
      return event.quiet || state.status === 'loading' ? state : LOADING;
    case 'answer': {
      const [error, data] = event.result;
      if (error) return event.quiet ? state : { status: 'error', error };
      return nextLoaded(state, { type: 'put', data }, keep);
    }
    case 'put':
      return state.status === 'ready' && keep?.(state.data, event.data)
        ? state
        : { status: 'ready', data: event.data };
    case 'update':
      return state.status === 'ready' ? { status: 'ready', data: event.change(state.data) } : state;
  }
}

/**
 * Runs loads one at a time as far as the screen is concerned: only the answer to the latest
 * question is applied, and none after `stop()` (a changed question, an unmounted screen).
 */
export function createLoader<T>(dispatch: (event: LoadEvent<T>) => void) {
  let ticket = 0;
  return {
    async run(fetch: () => Promise<ApiResult<T>>, quiet = false): Promise<void> {
      const mine = ++ticket;
      dispatch({ type: 'start', quiet });
      const result = await fetch();
      if (mine === ticket) dispatch({ type: 'answer', result, quiet });
    },
    stop() {
      ticket++;
    },
  };
}
