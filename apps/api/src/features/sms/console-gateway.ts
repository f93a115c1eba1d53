import { type Database, tables } from '@dastarkhan/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsGateway } from './sms-gateway.js';

/**
 * Outside production, texts of tenants without a gateway land here: logged, and kept in the
 * database so the dev outbox route (and tests, and a developer) can read the code whatever
 * process sent it.
 */
export function createConsoleGateway(db: Database, merchantId: number, log: FastifyBaseLogger): SmsGateway {
  return {
    name: 'CONSOLE',
    async send({ phone, text }) {
      await db.insert(tables.smsOutbox).values({ merchantId, phone, text });
      log.info({ phone, merchantId }, 'sms (console gateway): %s', text);
    },
  };
}
