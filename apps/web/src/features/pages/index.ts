export { PolicyPageView } from './policy-page-view';
