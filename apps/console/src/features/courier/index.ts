export { CourierPage } from './courier-page';
