export { PromosPage } from './promos-page';
