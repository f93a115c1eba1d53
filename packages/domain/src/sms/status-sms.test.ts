import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums/order-status.js';
import { canTransition } from '../orders/status-machine.js';
import { smsSize } from './sms-segments.js';
import {
  DEFAULT_STATUS_SMS_TEMPLATES,
  defaultStatusSmsSettings,
  renderSmsTemplate,
  SMS_TEMPLATE_MAX_SEGMENTS,
  STATUS_SMS_STATUSES,
  StatusSmsSettingsSchema,
  smsTemplateProblem,
  statusSmsFor,
  statusSmsText,
} from './status-sms.js';

const values = { number: '42', brand: 'Lavash', time: '26.11 14:30', link: 'https://lavash.uz/o/1' };

describe('renderSmsTemplate', () => {
  it('fills every known placeholder, however often it appears', () => {
    expect(renderSmsTemplate('{brand} #{number} {time} {link} #{number}', values)).toBe(
      'Lavash #42 26.11 14:30 https://lavash.uz/o/1 #42',
    );
  });

  it('leaves an unknown placeholder as written and squeezes the gap an empty value leaves', () => {
    expect(renderSmsTemplate('{brand}: {time} ready {who}', { ...values, time: '' })).toBe(
      'Lavash: ready {who}',
    );
  });
});

describe('smsSize', () => {
  it.each([
    ['', 'GSM', 0],
    ['a'.repeat(160), 'GSM', 1],
    ['a'.repeat(161), 'GSM', 2],
    ['a'.repeat(306), 'GSM', 2],
    ['a'.repeat(307), 'GSM', 3],
    ['€'.repeat(80), 'GSM', 1],
    ['€'.repeat(81), 'GSM', 2],
    ['д'.repeat(70), 'UCS2', 1],
    ['д'.repeat(71), 'UCS2', 2],
    ['д'.repeat(134), 'UCS2', 2],
    ['oʻzbek', 'UCS2', 1],
    ["o'zbek", 'GSM', 1],
  ])('counts %j as %s in %i part(s)', (text, encoding, segments) => {
    expect(smsSize(text)).toMatchObject({ encoding, segments });
  });
});

describe('smsTemplateProblem', () => {
  it('accepts every built-in text', () => {
    for (const status of STATUS_SMS_STATUSES)
      for (const text of Object.values(DEFAULT_STATUS_SMS_TEMPLATES[status]))
        expect(smsTemplateProblem(text), text).toBeNull();
  });

  it('names an unknown placeholder, and a stray brace', () => {
    expect(smsTemplateProblem('Order {nomer} ready')).toEqual({
      code: 'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN',
      placeholder: '{nomer}',
    });
    expect(smsTemplateProblem('Order {number ready')).toEqual({
      code: 'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN',
      placeholder: '{',
    });
  });

  it('refuses a text that would cost more than three SMS filled in', () => {
    expect(smsTemplateProblem('д'.repeat(150))).toBeNull();
    expect(smsTemplateProblem(`${'д'.repeat(150)} {link}`)).toEqual({
      code: 'SMS_TEMPLATE_TOO_LONG',
      max: SMS_TEMPLATE_MAX_SEGMENTS,
    });
  });
});

describe('StatusSmsSettingsSchema', () => {
  it('carries the error code and the placeholder of a bad template', () => {
    const settings = defaultStatusSmsSettings();
    settings.templates.ON_WAY.ru = 'Заказ {num}';
    const result = StatusSmsSettingsSchema.safeParse(settings);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['templates', 'ON_WAY', 'ru']);
    expect((issue as { params?: object }).params).toEqual({
      errorCode: 'SMS_TEMPLATE_PLACEHOLDER_UNKNOWN',
      placeholder: '{num}',
    });
  });
});

describe('which moves text the customer', () => {
  const settings = { ...defaultStatusSmsSettings(), enabled: ['ACCEPTED', 'DONE'] as const };
  const chosen = { ...settings, enabled: [...settings.enabled] };
  it.each([
    ['ACCEPTED', 'DELIVERY', 'ACCEPTED'],
    ['COOKING', 'DELIVERY', null],
    ['CANCELED', 'DELIVERY', null],
    ['DONE', 'PICK_UP', 'DONE'],
    ['DONE', 'DELIVERY', null],
    ['DONE', 'DINE_IN', null],
  ] as const)('%s of a %s order → %s', (to, service, expected) => {
    expect(statusSmsFor(chosen, to, service)).toBe(expected);
  });

  it('texts ACCEPTED and CANCELED when the tenant never chose', () => {
    expect(defaultStatusSmsSettings().enabled).toEqual(['ACCEPTED', 'CANCELED']);
  });
});

describe('statusSmsText', () => {
  it("uses the tenant's own text in the customer's language, else the built-in one", () => {
    const settings = defaultStatusSmsSettings();
    settings.templates.ACCEPTED.eng = '{brand}: #{number} taken, at {time}';
    expect(statusSmsText(settings, 'ACCEPTED', 'eng', values)).toBe('Lavash: #42 taken, at 26.11 14:30');
    expect(statusSmsText(settings, 'ACCEPTED', 'ru', values)).toBe(
      'Lavash: заказ №42 принят. Ожидаемое время: 26.11 14:30. https://lavash.uz/o/1',
    );
  });
});

describe('a pick-up or dine-in order is never texted "delivered"', () => {
  it.each(['PICK_UP', 'DINE_IN'] as const)(
    '%s: every built-in text it can get, in the three languages',
    (service) => {
      const settings = { ...defaultStatusSmsSettings(), enabled: [...STATUS_SMS_STATUSES] };
      // The statuses such an order can move into (a counter order is never ON_WAY).
      const reached = ORDER_STATUSES.filter((to) =>
        ORDER_STATUSES.some((from) =>
          (['CUSTOMER', 'STAFF', 'SYSTEM'] as const).some((actor) =>
            canTransition(from, to, { serviceType: service, actor }),
          ),
        ),
      );
      const texted = reached.flatMap((to) => statusSmsFor(settings, to, service) ?? []);
      // The customer of a counter order hears of acceptance and cancellation; a pick-up also of "ready".
      expect(texted).toEqual(
        service === 'PICK_UP' ? ['ACCEPTED', 'CANCELED', 'DONE'] : ['ACCEPTED', 'CANCELED'],
      );
      for (const status of texted)
        for (const lang of ['uz', 'ru', 'eng'] as const)
          expect(statusSmsText(settings, status, lang, values)).not.toMatch(/yetkaz|достав|deliver/i);
      if (service === 'PICK_UP') {
        expect(statusSmsText(settings, 'DONE', 'eng', values)).toContain('ready for pick-up');
        expect(statusSmsText(settings, 'DONE', 'ru', values)).toContain('можно забирать');
        expect(statusSmsText(settings, 'DONE', 'uz', values)).toContain('olib ketishingiz mumkin');
      }
    },
  );
});
