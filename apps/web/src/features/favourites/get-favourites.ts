import type { ApiClient } from '@dastarkhan/client';
import type { FavouriteItem } from '@dastarkhan/domain';

/** Spec §7: the client names the user whose favourites it wants (the server allows only itself). */
export function getFavourites(api: ApiClient, userId: number) {
  return api.get<FavouriteItem[]>('/products/v1/favourite/all', { userId, isFavourite: 'true' });
}
