import type { OutboxChannel } from '@dastarkhan/db';
import type { FastifyInstance } from 'fastify';

/** What a channel's sender answers: never throws; a failure says whether trying again can help. */
export type DeliveryResult =
  | { ok: true }
  | {
      ok: false;
      /** True when the same message can never go through (blocked, bad number, no such chat). */
      permanent: boolean;
      /** A short code for the OWNER's list: blocked, rate_limited, server, unreachable, no_bot… */
      reason: string;
      /** The provider's own words, never a secret. */
      description?: string;
      /** The provider asked to wait this long (Telegram's retry_after). */
      retryAfterMs?: number;
    };

export interface OutboxRow {
  id: number;
  merchantId: number;
  key: string;
  channel: OutboxChannel;
  topic: string;
  orderId: number | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Delivers one message on one channel. Must be safe to repeat: a worker may die after sending. */
export type ChannelSender = (app: FastifyInstance, message: OutboxRow) => Promise<DeliveryResult>;

export type ChannelSenders = Record<OutboxChannel, ChannelSender>;

export interface OutboxMessageInput {
  merchantId: number;
  /** Unique per merchant: the same key is enqueued once, however often the cause is replayed. */
  key: string;
  channel: OutboxChannel;
  topic: string;
  orderId?: number | null;
  payload: Record<string, unknown>;
}
