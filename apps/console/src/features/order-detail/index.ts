export { OrderDetailPanel, type OrderDetailPanelProps } from './order-detail-panel';
export { type PrintOptions, printOrder } from './print-order';
export { buildKitchenTicket, buildReceipt, type PaperWidth, type PrintKind, type Ticket } from './ticket';
