import type { MerchantRow } from '@dastarkhan/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { openSecret } from '../../http/secrets.js';
import { createConsoleGateway } from './console-gateway.js';
import { createEskizGateway } from './eskiz-gateway.js';
import { createPlayMobileGateway } from './play-mobile-gateway.js';
import type { SmsGateway } from './sms-gateway.js';

/** Gateways are kept per tenant and credentials, so Eskiz logs in once, not once a text. */
const cache = new WeakMap<FastifyInstance, Map<number, { key: string; gateway: SmsGateway }>>();

/**
 * The tenant's gateway (spec §3 `smsGateway`). A tenant without credentials gets the console
 * gateway in demo mode and a clear SMS_GATEWAY_NOT_CONFIGURED in production (docs/design.md).
 */
export function smsGatewayFor(app: FastifyInstance, merchant: MerchantRow, sender = ''): SmsGateway {
  const { config, db } = app.deps;
  const hasCredentials = Boolean(merchant.smsUsername && merchant.smsPassword);
  const kind = merchant.smsGateway === 'CONSOLE' || !hasCredentials ? 'CONSOLE' : merchant.smsGateway;
  if (kind === 'CONSOLE') {
    if (config.mode === 'production') throw new AppError(503, 'SMS_GATEWAY_NOT_CONFIGURED');
    return createConsoleGateway(db, merchant.id, app.log);
  }
  let perApp = cache.get(app);
  if (!perApp) {
    perApp = new Map();
    cache.set(app, perApp);
  }
  // Keyed by the sealed values: a changed credential (a fresh seal) makes a new gateway.
  const key = `${kind}:${merchant.smsUsername}:${merchant.smsPassword}:${sender}`;
  const cached = perApp.get(merchant.id);
  if (cached && cached.key === key) return cached.gateway;
  const username = openSecret(config.secrets.key, merchant.smsUsername as string);
  const password = openSecret(config.secrets.key, merchant.smsPassword as string);
  const gateway =
    kind === 'ESKIZ'
      ? createEskizGateway({
          baseUrl: config.sms.eskizBaseUrl,
          email: username,
          password,
          from: sender || config.sms.eskizFrom,
        })
      : createPlayMobileGateway({
          baseUrl: config.sms.playMobileBaseUrl,
          login: username,
          password,
          originator: sender || config.sms.playMobileOriginator,
        });
  perApp.set(merchant.id, { key, gateway });
  return gateway;
}
