// Server-only exports of search, kept out of index.ts: client code must never reach a .server file.
export { loadCategory } from './load-category.server';
export { searchCatalogue } from './search-catalogue.server';
