export * from './bot-api.js';
export { sendToCustomer, sendToStaffGroup } from './bot-chats.js';
export { setUpTenantBot } from './bot-setup.js';
export { consoleOrdersUrl, orderPageUrl, tenantBaseUrl } from './tenant-bot.js';
export { registerTelegramWebhookRoutes } from './webhook-routes.js';
