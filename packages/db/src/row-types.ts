import type {
  addresses,
  branches,
  cards,
  merchantPaymentSettings,
  merchants,
  orderEvents,
  orderItems,
  orders,
  payments,
  sessions,
  stopList,
  users,
  vacancies,
} from './schema/index.js';

// A row as a select returns it, inferred from its table: the API names these instead of
// declaring its own copies, so a column added to a table reaches every reader.
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type VacancyRow = typeof vacancies.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaymentSettingsRow = typeof merchantPaymentSettings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type StopListRow = typeof stopList.$inferSelect;
