export { registerBaselineRoute } from './baseline-route.js';
export { registerInsertControlRoute } from './insert-control-route.js';
