export { FavouriteButton } from './favourite-button';
export { FavouritesScreen } from './favourites-screen';
