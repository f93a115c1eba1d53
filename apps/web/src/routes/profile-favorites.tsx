import { FavouritesScreen } from '../features/favourites/favourites-screen';

/** `/profile/favorites` (spec §2): loaded in the browser, where the token lives. */
export default function ProfileFavorites() {
  return <FavouritesScreen />;
}
