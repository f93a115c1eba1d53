// The zod-free part of the domain, for the browser bundle: every kilobyte of the storefront's
// first load counts (docs/design.md). Types come from the main entry (`import type`), values from here.
export * from './branches/index.js';
export * from './catalogue/option-selection.js';
export * from './catalogue/search-text.js';
export * from './common/text-limits.js';
export * from './constants.js';
// Checkout and order screens (route chunks, never the first load).
export { COURIER_STATUS_LABELS } from './enums/courier-status-labels.js';
export { ORDER_HISTORY_EVENT_LABELS } from './enums/order-history-labels.js';
export { customerVisibleStatus, ORDER_STATUS_LABELS, orderStatusLabel } from './enums/order-status-labels.js';
export { isDeliveryService, SERVICE_TYPE_LABELS } from './enums/service-type-kind.js';
export * from './geo/index.js';
export { branchAddress, pickText } from './i18n/pick-text.js';
export { ERROR_MESSAGES } from './messages/error-messages.js';
export { formatSom, NBSP } from './money/format-som.js';
export * from './orders/branch-choice.js';
export * from './orders/delivery-hours.js';
export * from './orders/delivery-tariff.js';
export * from './orders/order-slots.js';
export * from './orders/payment-types.js';
export { applyCashback } from './pricing/cashback.js';
export { clampPercent, lineDiscount, lineTotal } from './pricing/line.js';
export { applyPromo, checkPromo } from './pricing/promo.js';
export { computeOrderPricing, computeTotals, requestTotals } from './pricing/totals.js';
export { isOpenEnded, PROMO_CODE_PATTERN, PROMO_OPEN_END, promoKindOf } from './staff/promo-terms.js';
export { REJECT_REASON_LABELS, rejectReasonText } from './staff/reject-reason-labels.js';
export { signTelegramInitData, verifyTelegramInitData } from './telegram/init-data.js';
export * from './venue/venue-feedback-rules.js';
