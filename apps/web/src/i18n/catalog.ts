import { type CompiledCatalog, createCatalog, domainMessages } from '@dastarkhan/client/catalog';
import { clientMessages } from '@dastarkhan/client/messages';
import type { Language } from '@dastarkhan/domain';
import { accountMessages } from './messages/account';
import { addressesMessages } from './messages/addresses';
import { basketMessages } from './messages/basket';
import { branchesMessages } from './messages/branches';
import { checkoutMessages } from './messages/checkout';
import { commonMessages } from './messages/common';
import { favouritesMessages } from './messages/favourites';
import { layoutMessages } from './messages/layout';
import { loginMessages } from './messages/login';
import { menuMessages } from './messages/menu';
import { openingSoonMessages } from './messages/opening-soon';
import { ordersMessages } from './messages/orders';
import { pagesMessages } from './messages/pages';
import { paymentsMessages } from './messages/payments';
import { productMessages } from './messages/product';
import { promosMessages } from './messages/promos';
import { pushMessages } from './messages/push';
import { receiptMessages } from './messages/receipt';
import { searchMessages } from './messages/search';
import { storeHoursMessages } from './messages/store-hours';
import { venueMessages } from './messages/venue';
import { venueFeedbackMessages } from './messages/venue-feedback';

// Every feature's messages. A feature adds its file here; keys are namespaced by feature.
const allMessages = {
  ...domainMessages,
  ...clientMessages,
  ...commonMessages,
  ...layoutMessages,
  ...menuMessages,
  ...productMessages,
  ...basketMessages,
  ...branchesMessages,
  ...pagesMessages,
  ...searchMessages,
  ...loginMessages,
  ...accountMessages,
  ...addressesMessages,
  ...favouritesMessages,
  ...ordersMessages,
  ...checkoutMessages,
  ...paymentsMessages,
  ...venueFeedbackMessages,
  ...venueMessages,
  ...openingSoonMessages,
  ...storeHoursMessages,
  ...promosMessages,
  ...pushMessages,
  ...receiptMessages,
};

export type MessageKey = keyof typeof allMessages;

declare module '@dastarkhan/client' {
  interface Register {
    messageKey: MessageKey;
  }
}

const compiled = createCatalog(allMessages);

/**
 * The messages of one language, compiled on the server (no compiler ships to the browser); a page
 * carries only those its routes use (app/messages, decision 053).
 */
export function catalogFor(lang: Language): CompiledCatalog {
  return compiled(lang);
}
