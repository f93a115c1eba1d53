export { PolicyPageView } from './policy-page-view';
export { POLICY_PAGES } from './policy-pages';
