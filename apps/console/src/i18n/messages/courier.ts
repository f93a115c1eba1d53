import { defineMessages } from '@dastarkhan/client';

/** `/console/courier`. */
export const courierMessages = defineMessages({
  'courier.title': { uz: 'Yetkazish', ru: 'Доставка', eng: 'Deliveries' },
});
