import type { Card } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import type { ApiError } from '../../lib/api-client';
import { deleteCard } from './delete-card';
import { getCards } from './get-cards';

export type CardsState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; cards: Card[] };

/**
 * The customer's verified cards, loaded in the browser (the token lives there); a 401 is handled
 * by `authed`. `enabled` false (the tenant takes no cards) asks nothing and stays empty.
 */
export function useCards(enabled = true) {
  const { authed } = useApi();
  const [state, setState] = useState<CardsState>(
    enabled ? { status: 'loading' } : { status: 'ready', cards: [] },
  );

  const load = useCallback(async () => {
    if (!enabled) return;
    setState({ status: 'loading' });
    const [error, cards] = await authed(getCards);
    setState(
      error ? { status: 'error', error } : { status: 'ready', cards: cards.filter((c) => c.isVerified) },
    );
  }, [authed, enabled]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = useCallback(
    async (id: number): Promise<ApiError | null> => {
      const [error] = await authed((api) => deleteCard(api, id));
      // Already gone (deleted in another tab) is what the customer wanted too.
      if (!error || error.code === 'CARD_NOT_FOUND') {
        setState((current) =>
          current.status === 'ready'
            ? { status: 'ready', cards: current.cards.filter((c) => c.id !== id) }
            : current,
        );
        return null;
      }
      return error;
    },
    [authed],
  );

  return { state, reload: load, remove };
}
