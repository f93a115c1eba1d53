import type { FastifyInstance } from 'fastify';
import type { DeliveryResult, OutboxRow } from '../outbox/index.js';

/** The outbox's SMS sender. Built by the SMS slice. */
export async function deliverSms(_app: FastifyInstance, _row: OutboxRow): Promise<DeliveryResult> {
  return { ok: false, permanent: true, reason: 'no_sender', description: 'status SMS are not built yet' };
}
