import { FavouritesScreen } from '../features/favourites/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('favourites.title');

/** `/profile/favorites` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileFavorites() {
  return <FavouritesScreen />;
}
