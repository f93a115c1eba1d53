import type { SetupStatus } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { type ConsoleApiError, useApi } from '../../app/session';

export type SetupState =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; setup: SetupStatus };

const BASE = '/users/v1/operator/setup';

/** The checklist as the server judges it; every save answers with the new judgement. */
export function useSetup() {
  const api = useApi();
  const [state, setState] = useState<SetupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once and on retry, not for a new language.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void api.get<SetupStatus>(BASE).then(([error, setup]) => {
      if (!current) return;
      setState(error ? { status: 'error', text: error.text } : { status: 'ready', setup });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  /** Sends one step; null when it worked (the checklist is updated), else the server's refusal. */
  const send = useCallback(
    async (method: 'put' | 'post', path: string, body: unknown): Promise<ConsoleApiError | null> => {
      const [error, answer] = await api[method]<SetupStatus | { id: number }>(`${BASE}${path}`, body);
      if (error) return error;
      if ('steps' in answer) setState({ status: 'ready', setup: answer });
      else {
        const [reloadError, setup] = await api.get<SetupStatus>(BASE);
        if (!reloadError) setState({ status: 'ready', setup });
      }
      return null;
    },
    [api],
  );

  return { state, send, retry: () => setAttempt((n) => n + 1) };
}
