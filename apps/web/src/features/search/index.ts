export { CategoryView } from './category-view';
export { SearchView } from './search-view';
