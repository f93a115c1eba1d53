import type { MerchantRow } from '@dastarkhan/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { createConsoleGateway } from './console-gateway.js';
import { createEskizGateway } from './eskiz-gateway.js';
import { createPlayMobileGateway } from './play-mobile-gateway.js';
import type { SmsGateway } from './sms-gateway.js';

/** Gateways are kept per tenant and credentials, so Eskiz logs in once, not once a text. */
const cache = new WeakMap<FastifyInstance, Map<number | 'platform', { key: string; gateway: SmsGateway }>>();

interface Account {
  gateway: 'ESKIZ' | 'PLAY_MOBILE';
  login: string;
  password: string;
}

/**
 * The tenant's gateway (spec §3 `smsGateway`): its own account when it has credentials; else the
 * platform's (PLATFORM_SMS_*, decision 029), so a new tenant's owner can sign in; else the
 * console gateway in demo mode and a clear SMS_GATEWAY_NOT_CONFIGURED in production.
 */
export function smsGatewayFor(app: FastifyInstance, merchant: MerchantRow): SmsGateway {
  const { config, db } = app.deps;
  const hasCredentials = Boolean(merchant.smsUsername && merchant.smsPassword);
  if (merchant.smsGateway !== 'CONSOLE' && hasCredentials) {
    const own: Account = {
      gateway: merchant.smsGateway as Account['gateway'],
      login: merchant.smsUsername as string,
      password: merchant.smsPassword as string,
    };
    return kept(app, merchant.id, own);
  }
  if (config.sms.platform) return kept(app, 'platform', config.sms.platform);
  if (config.mode === 'production') throw new AppError(503, 'SMS_GATEWAY_NOT_CONFIGURED');
  return createConsoleGateway(db, merchant.id, app.log);
}

function kept(app: FastifyInstance, owner: number | 'platform', account: Account): SmsGateway {
  const { config } = app.deps;
  let perApp = cache.get(app);
  if (!perApp) {
    perApp = new Map();
    cache.set(app, perApp);
  }
  const key = `${account.gateway}:${account.login}:${account.password}`;
  const cached = perApp.get(owner);
  if (cached && cached.key === key) return cached.gateway;
  const gateway =
    account.gateway === 'ESKIZ'
      ? createEskizGateway({
          baseUrl: config.sms.eskizBaseUrl,
          email: account.login,
          password: account.password,
          from: config.sms.eskizFrom,
        })
      : createPlayMobileGateway({
          baseUrl: config.sms.playMobileBaseUrl,
          login: account.login,
          password: account.password,
          originator: config.sms.playMobileOriginator,
        });
  perApp.set(owner, { key, gateway });
  return gateway;
}
