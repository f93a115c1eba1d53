export { registerMetricsRoute } from './metrics-route.js';
