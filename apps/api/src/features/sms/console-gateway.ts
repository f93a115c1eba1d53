import { type Database, tables } from '@dastarkhan/db';
import { formatPhone } from '@dastarkhan/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsGateway } from './sms-gateway.js';

/**
 * Outside production, texts of tenants without a gateway land here: logged (a login code as
 * "Login code for +998 90 123 45 67: 123456"), and kept in the
 * database so the dev outbox route (and tests, and a developer) can read the code whatever
 * process sent it.
 */
export function createConsoleGateway(db: Database, merchantId: number, log: FastifyBaseLogger): SmsGateway {
  return {
    name: 'CONSOLE',
    async send({ phone, text, loginCode }) {
      await db.insert(tables.smsOutbox).values({ merchantId, phone, text });
      // A login code stands out on a line of its own (the pretty log highlights `loginCode`).
      if (loginCode)
        log.info({ merchantId, loginCode: true }, `Login code for ${formatPhone(phone)}: ${loginCode}`);
      else log.info({ phone, merchantId }, 'sms (console gateway): %s', text);
    },
  };
}
