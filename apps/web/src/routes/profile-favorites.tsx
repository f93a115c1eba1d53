import { FavouritesScreen } from '../features/favourites/index';

/** `/profile/favorites` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileFavorites() {
  return <FavouritesScreen />;
}
