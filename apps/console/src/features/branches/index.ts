export { BranchesPage } from './branches-page';
