export { MenuPage } from './menu-page';
