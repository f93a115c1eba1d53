import {
  defaultStatusSmsSettings,
  type Language,
  type OrderStatus,
  STATUS_SMS_STATUSES,
} from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.js';
import { customerSmsMessages } from './customer-sms.js';
import type { OrderEventContext } from './fan-out-context.js';
import { customerPushMessages } from './push-messages.js';
import { customerTelegramMessages } from './telegram-messages.js';

// A pick-up order is "ready for pick-up" and then "picked up", a dine-in order "served": the
// storefront's words (COUNTER_LABELS), on the customer's push, Telegram and SMS as well. Built
// from a made-up event, no database: what each channel's builder writes into the outbox.

const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent' });
const LANGS: Language[] = ['uz', 'ru', 'eng'];
const DELIVERED = /Yetkazildi|Доставлен|Delivered/;

function contextOf(serviceType: string, toStatus: OrderStatus, lang: Language): OrderEventContext {
  return {
    app: { deps: { config } },
    merchant: { id: 1, sub: 'lavash', domain: null, name: { uz: 'Lavash', ru: 'Lavash', eng: 'Lavash' } },
    settings: { brand: 'Lavash' },
    event: { id: 9, fromStatus: toStatus === 'DONE' ? 'COOKING' : 'DONE', toStatus, payload: null },
    order: { id: 77, number: 15, serviceType, branchId: 1, promisedAt: null },
    customer: {
      id: 5,
      phone: '+998901234567',
      name: 'Aziz',
      telegramId: 500_000_001,
      telegramBlocked: false,
      language: lang,
    },
    staffLanguage: 'uz',
    facts: {
      customerPushSubscriptions: async () => [{ id: 3, lang }],
      statusSms: async () => ({ ...defaultStatusSmsSettings(), enabled: [...STATUS_SMS_STATUSES] }),
    },
    // Only what the builders read.
  } as unknown as OrderEventContext;
}

const WORDS = {
  PICK_UP: {
    DONE: { uz: 'Olib ketishga tayyor', ru: 'Готов к выдаче', eng: 'Ready for pick-up' },
    DELIVERED: { uz: 'Olib ketildi', ru: 'Получен', eng: 'Picked up' },
  },
  DINE_IN: {
    DONE: { uz: 'Tayyor', ru: 'Готов', eng: 'Ready' },
    DELIVERED: { uz: 'Tortildi', ru: 'Подан', eng: 'Served' },
  },
} as const;

describe('a pick-up or dine-in order’s status, to its customer', () => {
  for (const serviceType of ['PICK_UP', 'DINE_IN'] as const)
    for (const status of ['DONE', 'DELIVERED'] as const)
      it(`${serviceType} ${status}: push and Telegram in the counter's words, in uz/ru/eng`, async () => {
        for (const lang of LANGS) {
          const word = WORDS[serviceType][status][lang];
          const [push] = await customerPushMessages(contextOf(serviceType, status, lang));
          expect((push!.payload as { body: string }).body).toBe(word);
          const [telegram] = customerTelegramMessages(contextOf(serviceType, status, lang));
          const { html } = (telegram!.payload as { message: { html: string } }).message;
          expect(html.split('\n')[1]).toBe(word);
          expect(`${(push!.payload as { body: string }).body}\n${html}`).not.toMatch(DELIVERED);
        }
      });

  it('a delivery order is still "delivered"', async () => {
    const [push] = await customerPushMessages(contextOf('DELIVERY', 'DELIVERED', 'ru'));
    expect((push!.payload as { body: string }).body).toBe('Доставлен');
  });

  it('SMS: a pick-up hears "ready for pick-up", and no counter order is texted "delivered"', async () => {
    for (const lang of LANGS) {
      const [done] = await customerSmsMessages(contextOf('PICK_UP', 'DONE', lang));
      expect((done!.payload as { text: string }).text).toMatch(
        /olib ketishingiz mumkin|можно забирать|ready for pick-up/,
      );
      for (const serviceType of ['PICK_UP', 'DINE_IN'] as const)
        for (const status of ['ACCEPTED', 'DONE', 'DELIVERED', 'CANCELED'] as const) {
          const sms = await customerSmsMessages(contextOf(serviceType, status, lang));
          for (const row of sms)
            expect((row.payload as { text: string }).text).not.toMatch(/yetkaz|достав|deliver/i);
        }
    }
    // A dine-in order is not texted "ready": the guest is at the table.
    expect(await customerSmsMessages(contextOf('DINE_IN', 'DONE', 'eng'))).toEqual([]);
  });
});
