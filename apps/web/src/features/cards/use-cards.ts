import type { ApiError, ApiResult } from '@dastarkhan/client';
import type { Card } from '@dastarkhan/domain';
import { useCallback } from 'react';
import { useApi } from '../../app/session/use-session';
import { type Loaded, useLoaded } from '../../lib/use-loaded';
import { deleteCard } from './delete-card';
import { getCards } from './get-cards';

/**
 * The customer's verified cards, loaded in the browser (the token lives there); a 401 is handled
 * by `authed`. `enabled` false (the tenant takes no cards) asks nothing and stays empty.
 */
export function useCards(enabled = true) {
  const { authed } = useApi();
  const loaded = useLoaded(
    enabled
      ? async (): Promise<ApiResult<Card[]>> => {
          const [error, cards] = await authed(getCards);
          return error ? [error, null] : [null, cards.filter((c) => c.isVerified)];
        }
      : null,
    [authed, enabled],
  );
  const { reload, update } = loaded;
  const state: Loaded<Card[]> = enabled ? loaded.state : NO_CARDS;

  const remove = useCallback(
    async (id: number): Promise<ApiError | null> => {
      const [error] = await authed((api) => deleteCard(api, id));
      // Already gone (deleted in another tab) is what the customer wanted too.
      if (!error || error.code === 'CARD_NOT_FOUND') {
        update((cards) => cards.filter((c) => c.id !== id));
        return null;
      }
      return error;
    },
    [authed, update],
  );

  return { state, reload, remove };
}

const NO_CARDS: Loaded<Card[]> = { status: 'ready', data: [] };
