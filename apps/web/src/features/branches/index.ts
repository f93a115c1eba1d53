export { BranchList } from './branch-list';
export { BranchMapView } from './branch-map-view';
export { Icon } from './icons';
export { OpeningStatus } from './opening-status';
