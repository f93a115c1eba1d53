import { createCatalog, domainMessages } from '@dastarkhan/client/catalog';
import { clientMessages } from '@dastarkhan/client/messages';
import { auditMessages } from './messages/audit';
import { branchesMessages } from './messages/branches';
import { courierMessages } from './messages/courier';
import { inboxMessages } from './messages/inbox';
import { kitchenMessages } from './messages/kitchen';
import { loginMessages } from './messages/login';
import { manageMessages } from './messages/manage';
import { menuMessages } from './messages/menu';
import { orderDetailMessages } from './messages/order-detail';
import { ordersMessages } from './messages/orders';
import { outboxMessages } from './messages/outbox';
import { pagesMessages } from './messages/pages';
import { promosMessages } from './messages/promos';
import { pushMessages } from './messages/push';
import { settingsMessages } from './messages/settings';
import { settingsSwitchMessages } from './messages/settings-switches';
import { settingsTelegramMessages } from './messages/settings-telegram';
import { setupMessages } from './messages/setup';
import { shellMessages } from './messages/shell';
import { staffMessages } from './messages/staff';
import { staffStreamMessages } from './messages/staff-stream';
import { statusSmsMessages } from './messages/status-sms';
import { stopListMessages } from './messages/stop-list';
import { storeControlsMessages } from './messages/store-controls';
import { todayMessages } from './messages/today';

// Every screen's messages. A screen adds its file here; keys are namespaced by screen.
const allMessages = {
  ...domainMessages,
  ...clientMessages,
  ...shellMessages,
  ...staffStreamMessages,
  ...loginMessages,
  ...ordersMessages,
  ...kitchenMessages,
  ...courierMessages,
  ...stopListMessages,
  ...staffMessages,
  ...inboxMessages,
  ...todayMessages,
  ...orderDetailMessages,
  ...storeControlsMessages,
  ...manageMessages,
  ...setupMessages,
  ...branchesMessages,
  ...settingsMessages,
  ...settingsSwitchMessages,
  ...settingsTelegramMessages,
  ...statusSmsMessages,
  ...auditMessages,
  ...promosMessages,
  ...pushMessages,
  ...pagesMessages,
  ...menuMessages,
  ...outboxMessages,
};

export type MessageKey = keyof typeof allMessages;

declare module '@dastarkhan/client' {
  interface Register {
    messageKey: MessageKey;
  }
}

/** Compiled in the browser, once per language used (the console has no server render). */
export const catalogFor = createCatalog(allMessages);
