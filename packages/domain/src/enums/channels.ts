import { z } from 'zod';

// Where requests and orders come from, and who carries deliveries (spec §3 enumerations).

/** Client platform; also the `type` query of the catalogue (WEB by default, TG in the web-bot). */
export const SourcePlatformSchema = z.enum(['TG', 'WEB', 'APP', 'OPERATOR']);
export type SourcePlatform = z.infer<typeof SourcePlatformSchema>;

/** The device/channel an order was placed from; the web storefront sends CLIENT_WEB (spec §6). */
export const OrderSourceSchema = z.enum([
  'LAPOSTER',
  'OPERATOR',
  'INSTAGRAM',
  'CLIENT_APP',
  'TELEGRAM_BOT',
  'CLIENT',
  'CLIENT_WEB',
  'CLIENT_IOS',
  'CLICK_MINI_APP',
  'CLIENT_ANDROID',
  'CLIENT_WEB_MOBILE',
  'CLIENT_WEB_DESKTOP',
]);
export type OrderSource = z.infer<typeof OrderSourceSchema>;

export const DEFAULT_ORDER_DEVICE: OrderSource = 'CLIENT_WEB';

/**
 * Who carries a delivery: Yandex, a custom third party, or the merchant's own couriers (`OWN`,
 * the spec's unnamed "provider-own kind"). It is the order's `deliveryType`; pick-up clears it.
 */
export const IntegrationKindSchema = z.enum(['YANDEX', 'CUSTOM', 'OWN']);
export type IntegrationKind = z.infer<typeof IntegrationKindSchema>;
