import type { ApiClient } from '@dastarkhan/client';
import type { FavouriteState } from '@dastarkhan/domain';

/** Idempotent: the wanted state is sent, never "flip", so a repeated request changes nothing. */
export function setFavourite(api: ApiClient, productId: number, isFavourite: boolean) {
  return api.put<FavouriteState>('/products/v1/favourite', {
    productId,
    isFavourite,
  });
}
