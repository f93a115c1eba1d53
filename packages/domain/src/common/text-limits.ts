// Zod-free: the request schemas build their `.max()` checks on these, and the storefront's forms
// set `maxLength` from them, so the browser stops typing where the server would refuse.

/** A saved address (`AddressInputSchema`); the checkout's door details use the same limits. */
export const ADDRESS_TEXT_MAX = {
  name: 200,
  streetName: 200,
  houseNumber: 20,
  office: 20,
  entrance: 20,
  floor: 10,
  domophone: 20,
  comment: 500,
  description: 300,
} as const;

/** The customer's own details (`UserUpdateSchema`). */
export const USER_TEXT_MAX = { firstName: 60, lastName: 60, email: 120 } as const;

/** The free texts of an order (`OrderRequestSchema`) and a promo code (`PromoCheckRequestSchema`). */
export const ORDER_TEXT_MAX = { comment: 1000, courierComment: 1000, note: 1000, promoCode: 64 } as const;

/** A booking's comment (`ReservationRequestSchema`). */
export const RESERVATION_COMMENT_MAX = 300;

/** The name a customer gives a card (`CardCreateRequestSchema`). */
export const CARD_NAME_MAX = 60;
