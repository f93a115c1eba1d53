export { registerBaselineRoute } from './baseline-route.js';
