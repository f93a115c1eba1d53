export { sealPlaintextSecrets } from './seal-plaintext-secrets.js';
export { registerOperatorSettingsRoutes } from './settings-admin-routes.js';
