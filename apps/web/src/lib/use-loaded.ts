import type { ApiResult } from '@dastarkhan/client';
import { type DependencyList, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createLoader, type Keep, type Loaded, nextLoaded } from './loaded';

export type { Loaded } from './loaded';

/** A load that is always asked (its fetch is never null) is never idle. */
export type Asked<T> = Exclude<Loaded<T>, { status: 'idle' }>;

interface LoadOptions<T> {
  keep?: Keep<T>;
  quiet?: boolean;
}

interface LoadedHandle<T, S extends Loaded<T>> {
  state: S;
  reload: () => Promise<void>;
  refresh: () => Promise<void>;
  put: (data: T) => void;
  update: (change: (data: T) => T) => void;
}

/**
 * Data a screen loads in the browser (the token lives there): asked when the screen mounts and
 * again whenever `deps` change; `fetch` null means nothing to ask (state `idle`). Only the answer
 * to the latest question is shown. `deps` are the caller's: the fetch function itself may change
 * identity (with the language) without the data changing, so its latest version is used.
 * `quiet` keeps what is shown while a changed question is asked (the same as `refresh`).
 */
export function useLoaded<T>(
  fetch: () => Promise<ApiResult<T>>,
  deps: DependencyList,
  options?: LoadOptions<T>,
): LoadedHandle<T, Asked<T>>;
export function useLoaded<T>(
  fetch: (() => Promise<ApiResult<T>>) | null,
  deps: DependencyList,
  options?: LoadOptions<T>,
): LoadedHandle<T, Loaded<T>>;
export function useLoaded<T>(
  fetch: (() => Promise<ApiResult<T>>) | null,
  deps: DependencyList,
  options: LoadOptions<T> = {},
): LoadedHandle<T, Loaded<T>> {
  const [state, setState] = useState<Loaded<T>>(fetch ? { status: 'loading' } : { status: 'idle' });
  const latest = useRef({ fetch, keep: options.keep, quiet: options.quiet });
  useEffect(() => {
    latest.current = { fetch, keep: options.keep, quiet: options.quiet };
  });
  const [loader] = useState(() =>
    createLoader<T>((event) => setState((current) => nextLoaded(current, event, latest.current.keep))),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the data depends on.
  useEffect(() => {
    const current = latest.current.fetch;
    if (current) void loader.run(current, latest.current.quiet);
    else {
      loader.stop();
      setState((state) => nextLoaded(state, { type: 'reset' }));
    }
    return () => loader.stop();
  }, [...deps]);

  /** Asks again, showing the skeleton meanwhile (a retry). */
  const reload = useCallback(async () => {
    const current = latest.current.fetch;
    if (current) await loader.run(current);
  }, [loader]);
  /** Asks again behind what is shown; a failure leaves it as it was. */
  const refresh = useCallback(async () => {
    const current = latest.current.fetch;
    if (current) await loader.run(current, true);
  }, [loader]);
  const put = useCallback(
    (data: T) => setState((current) => nextLoaded(current, { type: 'put', data }, latest.current.keep)),
    [],
  );
  const update = useCallback(
    (change: (data: T) => T) => setState((current) => nextLoaded(current, { type: 'update', change })),
    [],
  );

  return useMemo(() => ({ state, reload, refresh, put, update }), [state, reload, refresh, put, update]);
}
