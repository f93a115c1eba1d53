export { StopListPage } from './stop-list-page';
