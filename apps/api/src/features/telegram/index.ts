export * from './bot-api.js';
export { sendToCustomer, sendToStaffGroup, staffChatBlocked } from './bot-chats.js';
export { setUpTenantBot } from './bot-setup.js';
export { consoleOrdersUrl, orderPageUrl, tenantBaseUrl } from './tenant-bot.js';
export { registerTelegramWebhookRoutes } from './webhook-routes.js';
