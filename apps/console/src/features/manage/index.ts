export { ManagePage } from './manage-page';
