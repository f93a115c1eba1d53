export { registerDeliveryRoutes } from './delivery-routes.js';
export { findOrderRow } from './find-order-row.js';
export { orderDetails } from './load-order-details.js';
export { registerOperatorRoutes } from './operator-routes.js';
export { createOrderEventHub, type OrderEventHub } from './order-event-hub.js';
export {
  appendOrderEvent,
  STAFF_INBOX_CHANNEL,
  type StaffInboxNotice,
} from './order-events.js';
export { registerOrderRoutes } from './order-routes.js';
export { registerOrderStreamRoute } from './order-stream-route.js';
export { registerPromoRoutes } from './promo-routes.js';
export { registerStaffStreamRoute } from './staff-stream-route.js';
