import type { OutboxMessageView, OutboxPage } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session';

export type OutboxTab = 'dead' | 'pending' | 'sent';

export type OutboxListState =
  | { status: 'loading'; previous: OutboxPage | null }
  | { status: 'error'; text: string }
  | { status: 'ready'; page: OutboxPage };

export const OUTBOX_PAGE_SIZE = 20;

/** One page of one tab, newest first; the last page stays on screen while the next loads. */
export function useOutbox(tab: OutboxTab, page: number, attempt: number) {
  const api = useApi();
  const [state, setState] = useState<OutboxListState>({ status: 'loading', previous: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded for a tab, a page or a retry only.
  useEffect(() => {
    let live = true;
    setState((prev) => ({ status: 'loading', previous: prev.status === 'ready' ? prev.page : null }));
    void api
      .get<OutboxPage>('/users/v1/operator/outbox', { state: tab, page, size: OUTBOX_PAGE_SIZE })
      .then(([error, data]) => {
        if (live) setState(error ? { status: 'error', text: error.text } : { status: 'ready', page: data! });
      });
    return () => {
      live = false;
    };
  }, [tab, page, attempt]);

  /** A retried message leaves the dead list at once (it is pending now); the counts follow. */
  const removeRetried = useCallback((id: number) => {
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const { page: current } = prev;
      if (!current.content.some((m) => m.id === id)) return prev;
      return {
        status: 'ready',
        page: {
          ...current,
          content: current.content.filter((m) => m.id !== id),
          totalElements: Math.max(0, current.totalElements - 1),
          counts: {
            ...current.counts,
            dead: Math.max(0, current.counts.dead - 1),
            pending: current.counts.pending + 1,
          },
        },
      };
    });
  }, []);

  const retry = useCallback(
    async (message: OutboxMessageView): Promise<string | null> => {
      const [error] = await api.post<OutboxMessageView>(`/users/v1/operator/outbox/${message.id}/retry`, {});
      if (error) return error.text;
      removeRetried(message.id);
      return null;
    },
    [api, removeRetried],
  );

  return { state, retry };
}
