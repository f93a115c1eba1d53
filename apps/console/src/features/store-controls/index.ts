export { StoreControlsButton } from './store-controls-button';
export { StoreControlsPanel } from './store-controls-panel';
export { useBranchControls } from './use-branch-controls';
