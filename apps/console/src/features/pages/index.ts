export { PagesPage } from './pages-page';
