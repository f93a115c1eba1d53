import { useEffect, useState } from 'react';
import { type ConsoleResult, useApi } from '../../app/session';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; data: T };

/** One GET of a tab, asked again by `retry`. */
export function useLoaded<T>(path: string) {
  const api = useApi();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once and on retry, not for a new language.
  useEffect(() => {
    let live = true;
    void api.get<T>(path).then(([error, data]: ConsoleResult<T>) => {
      if (live) setState(error ? { status: 'error', text: error.text } : { status: 'ready', data });
    });
    return () => {
      live = false;
    };
  }, [path, attempt]);
  return { state, setState, retry: () => setAttempt((n) => n + 1) };
}
