export { KitchenPage } from './kitchen-page';
