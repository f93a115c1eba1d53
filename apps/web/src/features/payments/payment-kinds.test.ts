import { OnlinePaymentTypeSchema } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { awaitsOnlinePayment, isOnlinePayment, ONLINE_PAYMENT_TYPES, paymentChannel } from './payment-kinds';

describe('online payment kinds', () => {
  it('are the domain’s online payment types', () => {
    expect([...ONLINE_PAYMENT_TYPES]).toEqual(OnlinePaymentTypeSchema.options);
  });

  it('tells online providers from cash and the terminal', () => {
    expect(isOnlinePayment('PAYME')).toBe(true);
    expect(isOnlinePayment('UZUM')).toBe(true);
    expect(isOnlinePayment('CASH')).toBe(false);
    expect(isOnlinePayment('TERMINAL')).toBe(false);
    expect(isOnlinePayment(null)).toBe(false);
  });
});

describe('an order awaiting an online payment', () => {
  const order = { isPaid: false, status: 'OPEN', paymentType: 'PAYME' } as const;

  it('is unpaid, not canceled and paid online', () => {
    expect(awaitsOnlinePayment(order)).toBe(true);
    expect(awaitsOnlinePayment({ ...order, status: 'COOKING' })).toBe(true);
  });

  it('is not one that is paid, canceled or paid in cash', () => {
    expect(awaitsOnlinePayment({ ...order, isPaid: true })).toBe(false);
    expect(awaitsOnlinePayment({ ...order, status: 'CANCELED' })).toBe(false);
    expect(awaitsOnlinePayment({ ...order, paymentType: 'CASH' })).toBe(false);
  });
});

describe('the payment channel', () => {
  it('is BOT inside the Telegram web-app and WEB elsewhere', () => {
    expect(paymentChannel(true, null)).toBe('BOT');
    expect(paymentChannel(false, 'TG')).toBe('BOT');
    expect(paymentChannel(false, null)).toBe('WEB');
    expect(paymentChannel(false, 'WEB')).toBe('WEB');
  });
});
