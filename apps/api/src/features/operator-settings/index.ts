export { sealPlaintextSecrets } from './seal-plaintext-secrets.js';
export { registerOperatorSettingsRoutes } from './settings-admin-routes.js';
export { loadStatusSms } from './status-sms-store.js';
