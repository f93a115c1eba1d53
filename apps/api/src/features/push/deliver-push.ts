import type { FastifyInstance } from 'fastify';
import type { DeliveryResult, OutboxRow } from '../outbox/index.js';

/** The outbox's Web Push sender. Built by the web push slice. */
export async function deliverPush(_app: FastifyInstance, _row: OutboxRow): Promise<DeliveryResult> {
  return { ok: false, permanent: true, reason: 'no_sender', description: 'web push is not built yet' };
}
