import type { MerchantRow, OrderRow } from '@dastarkhan/db';
import type { Language, MerchantSettings, OrderStatus } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import type { FanOutFacts } from './fan-out-facts.js';

/** The customer of an order, as the channels need them. */
export interface OrderCustomer {
  id: number;
  phone: string | null;
  name: string;
  telegramId: number | null;
  telegramBlocked: boolean;
  language: Language;
}

/** One order event being fanned out into messages: what every channel's builder reads. */
export interface OrderEventContext {
  app: FastifyInstance;
  merchant: MerchantRow;
  settings: MerchantSettings;
  event: {
    id: number;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    payload: Record<string, unknown> | null;
  };
  order: OrderRow;
  customer: OrderCustomer | null;
  /** The staff group's language: the tenant's main language. */
  staffLanguage: Language;
  /** The reads it shares with the other events of its batch. */
  facts: FanOutFacts;
}
