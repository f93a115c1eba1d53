import type { MerchantRow } from '@dastarkhan/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { openSecret } from '../../http/secrets.js';
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
export function smsGatewayFor(app: FastifyInstance, merchant: MerchantRow, sender = ''): SmsGateway {
  const { config, db } = app.deps;
  const hasCredentials = Boolean(merchant.smsUsername && merchant.smsPassword);
  if (merchant.smsGateway !== 'CONSOLE' && hasCredentials) {
    // The tenant's own credentials are sealed at rest (decision 027); opened only here.
    const own: Account = {
      gateway: merchant.smsGateway as Account['gateway'],
      login: openSecret(config.secrets.key, merchant.smsUsername as string),
      password: openSecret(config.secrets.key, merchant.smsPassword as string),
    };
    return kept(app, merchant.id, own, sender);
  }
  if (config.sms.platform) return kept(app, 'platform', config.sms.platform, '');
  if (config.mode === 'production') throw new AppError(503, 'SMS_GATEWAY_NOT_CONFIGURED');
  return createConsoleGateway(db, merchant.id, app.log);
}

function kept(
  app: FastifyInstance,
  owner: number | 'platform',
  account: Account,
  sender: string,
): SmsGateway {
  const { config } = app.deps;
  let perApp = cache.get(app);
  if (!perApp) {
    perApp = new Map();
    cache.set(app, perApp);
  }
  // A changed credential or sender makes a new gateway (and a new Eskiz login).
  const key = `${account.gateway}:${account.login}:${account.password}:${sender}`;
  const cached = perApp.get(owner);
  if (cached && cached.key === key) return cached.gateway;
  const gateway =
    account.gateway === 'ESKIZ'
      ? createEskizGateway({
          baseUrl: config.sms.eskizBaseUrl,
          email: account.login,
          password: account.password,
          from: sender || config.sms.eskizFrom,
        })
      : createPlayMobileGateway({
          baseUrl: config.sms.playMobileBaseUrl,
          login: account.login,
          password: account.password,
          originator: sender || config.sms.playMobileOriginator,
        });
  perApp.set(owner, { key, gateway });
  return gateway;
}
