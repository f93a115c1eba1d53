import type { SeedTenant } from './content/types.js';

type Provider = keyof SeedTenant['payments'];

const TYPE: Record<Provider, string> = {
  cash: 'CASH',
  terminal: 'TERMINAL',
  payme: 'PAYME',
  click: 'CLICK',
  uzum: 'UZUM',
};

const TITLE: Record<Provider, string> = {
  cash: 'Naqd pul',
  terminal: 'Terminal',
  payme: 'Payme',
  click: 'Click',
  uzum: 'Uzum',
};

/**
 * Demo credentials of the online providers (the payments issue's fixed test hooks). A real
 * tenant's credentials are entered by the merchant and never seeded.
 */
const DEMO_CREDENTIALS: Partial<Record<Provider, Record<string, string>>> = {
  payme: { login: 'Paycom', key: 'demo-payme-test-key', merchantId: 'demo-payme-merchant' },
  click: { serviceId: '1001', merchantId: '2001', secretKey: 'demo-click-secret', merchantUserId: '3001' },
  uzum: {
    login: 'uzum',
    password: 'demo-uzum-secret',
    serviceId: '4001',
    terminalId: '6f1c2a7e-4001-4a3b-9c1d-000000004001',
    apiKey: '0b7c9d2e-4001-4f5a-8b6c-00000000a001',
  },
};

export function paymentSeed(tenant: SeedTenant) {
  const enabled = (Object.keys(TYPE) as Provider[]).filter((p) => tenant.payments[p]);
  return {
    methods: enabled.map((p) => ({
      type: TYPE[p],
      name: TITLE[p],
      title: TITLE[p],
      icon: `/icons/pay-${p}.svg`,
    })),
    settings: enabled.map((p) => ({
      type: TYPE[p],
      credentials: tenant.sub === 'demo' ? (DEMO_CREDENTIALS[p] ?? {}) : {},
    })),
  };
}
