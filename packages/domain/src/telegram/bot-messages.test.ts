import { describe, expect, it } from 'vitest';
import {
  botLanguageOf,
  escapeTelegramHtml,
  orderStatusMessage,
  type StaffOrderInput,
  staffCancelledMessage,
  staffNewOrderMessage,
  staffNotAcceptedMessage,
  staffReservationMessage,
  staffWaiterCallMessage,
  startGreeting,
  TELEGRAM_TEXT_LIMIT,
  tashkentDayTime,
} from './bot-messages.js';

const order = (over: Partial<StaffOrderInput> = {}): StaffOrderInput => ({
  lang: 'ru',
  number: 1042,
  items: [
    { name: 'Lavash', count: 2, options: ['Острый', 'Без лука'] },
    { name: 'Cola 0.5', count: 1 },
  ],
  total: 87_000,
  serviceType: 'DELIVERY',
  address: 'Chilonzor 9, kv. 12',
  paymentType: 'CASH',
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: 'Без звонка',
  consoleUrl: 'https://demo.dastarkhan.uz/console/orders',
  ...over,
});

describe('Telegram bot messages', () => {
  it('escapes <, >, & and " in anything a person typed', () => {
    expect(escapeTelegramHtml('<b>&"')).toBe('&lt;b&gt;&amp;&quot;');
    const html = staffNewOrderMessage(
      order({ comment: '<b>&"', customerName: '<i>Aziz</i>', address: 'A & B <c>' }),
    ).html;
    expect(html).toContain('Комментарий: &lt;b&gt;&amp;&quot;');
    expect(html).toContain('&lt;i&gt;Aziz&lt;/i&gt;');
    expect(html).toContain('A &amp; B &lt;c&gt;');
    // The only tags left are ours.
    expect(html.match(/<\/?([a-z]+)/g)?.every((t) => /^<\/?b$/.test(t))).toBe(true);
  });

  it('lists the items with options and counts, the total as the apps format it, service, address and payment', () => {
    const { html, button } = staffNewOrderMessage(order());
    expect(html).toBe(
      [
        '🆕 <b>Новый заказ №1042</b>',
        '• Lavash (Острый, Без лука) × 2',
        '• Cola 0.5 × 1',
        '<b>Итого: 87\u00a0000\u00a0сум</b>',
        'Тип: Доставка',
        'Адрес: Chilonzor 9, kv. 12',
        'Оплата: Наличные',
        'Клиент: Aziz, +998901234567',
        'Комментарий: Без звонка',
      ].join('\n'),
    );
    expect(button).toEqual({ text: 'Открыть в консоли', url: 'https://demo.dastarkhan.uz/console/orders' });
  });

  it('shows the table for a dine-in order in Uzbek and English', () => {
    const uz = staffNewOrderMessage(
      order({ lang: 'uz', serviceType: 'DINE_IN', address: null, table: 'Zal 1, 7' }),
    ).html;
    expect(uz).toContain('Yangi buyurtma #1042');
    expect(uz).toContain('Stol: Zal 1, 7');
    expect(uz).toContain("To'lov: Naqd");
    const eng = staffNewOrderMessage(order({ lang: 'eng', paymentType: 'PAYME' })).html;
    expect(eng).toContain('New order #1042');
    expect(eng).toContain('Total: 87,000\u00a0UZS');
    expect(eng).toContain('Payment: Payme');
  });

  it('cuts a long item list to fit 4096 characters and says how many more there were', () => {
    const items = Array.from({ length: 400 }, (_, i) => ({
      name: `Блюдо с очень длинным названием номер ${i}`,
      count: 1,
    }));
    const { html } = staffNewOrderMessage(order({ items }));
    expect(html.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    const more = /… и ещё (\d+)/.exec(html);
    expect(more).not.toBeNull();
    const shown = html.split('\n').filter((l) => l.startsWith('• ')).length;
    expect(shown + Number(more![1])).toBe(400);
    // The total and the payment survive the cut.
    expect(html).toContain('Итого');
    expect(html).toContain('Оплата: Наличные');
  });

  it('keeps even an absurd comment under the limit without breaking an entity', () => {
    const { html } = staffNewOrderMessage(order({ comment: '&'.repeat(5000), address: '<'.repeat(5000) }));
    expect(html.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(html).not.toMatch(/&[a-z]*…$/);
  });

  it('tells the customer the status label, the promised time in Tashkent and links the order page', () => {
    const promisedAt = new Date('2026-11-26T09:30:00Z'); // 14:30 in Tashkent (UTC+5)
    const orderUrl = 'https://demo.dastarkhan.uz/profile/orders/77';
    expect(orderStatusMessage({ lang: 'uz', number: 15, status: 'COOKING', promisedAt, orderUrl })).toEqual({
      html: '<b>Buyurtma #15</b>\nTayyorlanmoqda\nTaxminiy vaqt: 26.11 14:30',
      button: { text: 'Buyurtmani ochish', url: orderUrl },
    });
    expect(orderStatusMessage({ lang: 'ru', number: 15, status: 'ON_WAY', promisedAt, orderUrl }).html).toBe(
      '<b>Заказ №15</b>\nВ пути\nОжидаемое время: 26.11 14:30',
    );
    // Delivered needs no promise; CLOSED reads as delivered, as in the apps.
    expect(orderStatusMessage({ lang: 'eng', number: 15, status: 'CLOSED', promisedAt, orderUrl }).html).toBe(
      '<b>Order #15</b>\nDelivered',
    );
  });

  it('words a pick-up and a dine-in order as the storefront does, never "delivered"', () => {
    const orderUrl = 'https://demo.dastarkhan.uz/profile/orders/77';
    const cases = [
      ['PICK_UP', 'DONE', ['Olib ketishga tayyor', 'Готов к выдаче', 'Ready for pick-up']],
      ['PICK_UP', 'DELIVERED', ['Olib ketildi', 'Получен', 'Picked up']],
      // CLOSED reads as the last step the customer saw.
      ['PICK_UP', 'CLOSED', ['Olib ketildi', 'Получен', 'Picked up']],
      ['DINE_IN', 'DONE', ['Tayyor', 'Готов', 'Ready']],
      ['DINE_IN', 'DELIVERED', ['Tortildi', 'Подан', 'Served']],
      ['DINE_IN', 'CLOSED', ['Tortildi', 'Подан', 'Served']],
    ] as const;
    for (const [serviceType, status, words] of cases)
      (['uz', 'ru', 'eng'] as const).forEach((lang, i) => {
        const { html } = orderStatusMessage({ lang, number: 15, status, serviceType, orderUrl });
        expect(html.split('\n')[1]).toBe(words[i]);
        expect(html).not.toMatch(/Yetkazildi|Доставлен|Delivered/);
      });
    // A delivery is still delivered.
    expect(
      orderStatusMessage({ lang: 'ru', number: 15, status: 'DELIVERED', serviceType: 'DELIVERY', orderUrl })
        .html,
    ).toBe('<b>Заказ №15</b>\nДоставлен');
  });

  it('greets in the three languages naming the tenant, escaped', () => {
    const url = 'https://demo.dastarkhan.uz/';
    expect(startGreeting('uz', 'Lavash & Co', url).html).toContain(
      '<b>Lavash &amp; Co</b> botiga xush kelibsiz',
    );
    expect(startGreeting('ru', 'Lavash', url).html).toContain('Добро пожаловать в бот <b>Lavash</b>');
    expect(startGreeting('eng', 'Lavash', url)).toMatchObject({
      html: expect.stringContaining('Welcome to <b>Lavash</b>'),
      button: { text: 'Open the menu', url },
    });
  });

  it('maps Telegram language codes to ours and nothing else', () => {
    expect([
      botLanguageOf('ru'),
      botLanguageOf('uz-Latn'),
      botLanguageOf('en-US'),
      botLanguageOf('de'),
      botLanguageOf(undefined),
    ]).toEqual(['ru', 'uz', 'eng', null, null]);
  });

  it('builds cancellation, not-accepted, waiter-call and reservation messages for the staff group', () => {
    const consoleUrl = 'https://demo.dastarkhan.uz/console/orders';
    expect(
      staffCancelledMessage({ lang: 'ru', number: 5, reason: 'Клиент <передумал>', consoleUrl }).html,
    ).toBe('❌ <b>Заказ №5 отменён</b>\nПричина: Клиент &lt;передумал&gt;');
    expect(staffNotAcceptedMessage({ lang: 'uz', number: 5, minutes: 10, consoleUrl }).html).toBe(
      '⏰ <b>Buyurtma #5 10 daqiqadan beri qabul qilinmadi</b>',
    );
    expect(
      staffWaiterCallMessage({
        lang: 'eng',
        hall: 'Terrace',
        table: '7',
        comment: 'Bill & water',
        consoleUrl,
      }).html,
    ).toBe('🔔 <b>Waiter call</b>: Terrace, 7\nBill &amp; water');
    expect(
      staffReservationMessage({
        lang: 'ru',
        name: 'Dilnoza',
        phone: '+998901112233',
        at: new Date('2026-11-27T14:00:00Z'),
        guests: 4,
        consoleUrl,
      }).html,
    ).toBe('📅 <b>Новая бронь</b>\n27.11 19:00, гостей: 4\nDilnoza, +998901112233');
    expect(tashkentDayTime(new Date('2026-12-31T19:05:00Z'))).toBe('01.01 00:05');
  });
});
