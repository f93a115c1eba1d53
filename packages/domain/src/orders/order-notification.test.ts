import { describe, expect, it } from 'vitest';
import { earnedCashback, orderStatusNotification } from './order-notification.js';

describe('order notifications', () => {
  it('tells the customer the new status under the order number', () => {
    expect(orderStatusNotification(12, 'COOKING', 'ON_WAY')).toEqual({
      title: { uz: 'Buyurtma #12', ru: 'Заказ №12', eng: 'Order #12' },
      body: { uz: "Yo'lda", ru: 'В пути', eng: 'On the way' },
    });
  });

  it('words the status for a pick-up and a dine-in order, never "delivered"', () => {
    expect(orderStatusNotification(12, 'COOKING', 'DONE', 'PICK_UP')?.body).toEqual({
      uz: 'Olib ketishga tayyor',
      ru: 'Готов к выдаче',
      eng: 'Ready for pick-up',
    });
    expect(orderStatusNotification(12, 'DONE', 'DELIVERED', 'PICK_UP')?.body).toEqual({
      uz: 'Olib ketildi',
      ru: 'Получен',
      eng: 'Picked up',
    });
    expect(orderStatusNotification(12, 'DONE', 'DELIVERED', 'DINE_IN')?.body).toEqual({
      uz: 'Tortildi',
      ru: 'Подан',
      eng: 'Served',
    });
    expect(orderStatusNotification(12, 'ON_WAY', 'DELIVERED', 'DELIVERY')?.body.eng).toBe('Delivered');
  });

  it('stays silent on moves the customer cannot see', () => {
    expect(orderStatusNotification(12, 'DONE', 'ATTACHED')).toBeNull();
    expect(orderStatusNotification(12, 'DELIVERED', 'CLOSED')).toBeNull();
    expect(orderStatusNotification(12, 'OPEN', 'CANCELED')).not.toBeNull();
  });
});

describe('earned cashback', () => {
  it('is the rate of what was paid, rounded down to whole so\u2019m', () => {
    expect(earnedCashback(123_450, 3)).toBe(3703);
    expect(earnedCashback(100_000, 0)).toBe(0);
    expect(earnedCashback(0, 5)).toBe(0);
    expect(earnedCashback(1000, 150)).toBe(1000);
  });
});
