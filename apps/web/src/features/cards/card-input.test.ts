import { CardCreateRequestSchema } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardNumberProblem,
  cardTail,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  nextExpiry,
} from './card-input';

const NOW = new Date('2026-11-23T12:00:00+05:00');

describe('the card number mask', () => {
  it('groups the digits by four and drops everything else', () => {
    expect(formatCardNumber('8600069195406311')).toBe('8600 0691 9540 6311');
    expect(formatCardNumber('8600-0691 95')).toBe('8600 0691 95');
    expect(formatCardNumber('8600 ')).toBe('8600');
    expect(formatCardNumber('86000691954063119999')).toBe('8600 0691 9540 6311');
  });

  it('asks for sixteen digits', () => {
    expect(cardNumberProblem('')).toBe('cards.numberRequired');
    expect(cardNumberProblem('8600 0691 9540')).toBe('cards.numberInvalid');
    expect(cardNumberProblem('8600 0691 9540 6311')).toBeNull();
  });
});

describe('the expiry mask', () => {
  it('writes MM/YY as the digits come', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('03')).toBe('03');
    expect(formatExpiry('039')).toBe('03/9');
    expect(formatExpiry('0399')).toBe('03/99');
    expect(formatExpiry('03/99')).toBe('03/99');
    expect(formatExpiry('3')).toBe('03');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('takes a replaced value as it is, and a deleted slash with the month’s last digit', () => {
    expect(nextExpiry('1399', '0399')).toBe('0399');
    expect(nextExpiry('0', '03')).toBe('03');
    expect(nextExpiry('039', '039')).toBe('09');
    expect(nextExpiry('039', '03/')).toBe('03');
    expect(nextExpiry('0399', '')).toBe('');
  });

  it('refuses a month that does not exist and a card already expired', () => {
    expect(expiryProblem('', NOW)).toBe('cards.expireRequired');
    expect(expiryProblem('13/30', NOW)).toBe('cards.expireInvalid');
    expect(expiryProblem('03/9', NOW)).toBe('cards.expireInvalid');
    expect(expiryProblem('10/26', NOW)).toBe('cards.expired');
    expect(expiryProblem('11/26', NOW)).toBeNull();
    expect(expiryProblem('03/99', NOW)).toBeNull();
  });
});

describe('the browser’s checks and the domain schema', () => {
  it('accept and refuse the same numbers and expiries', () => {
    const cases = [
      ['8600 0691 9540 6311', '03/99'],
      ['8600069195406311', '0399'],
      ['8600 0691 9540', '03/99'],
      ['8600 0691 9540 6311', '13/99'],
      ['8600 0691 9540 6311', '00/99'],
    ] as const;
    for (const [number, expire] of cases) {
      const browser = cardNumberProblem(number) === null && expiryProblem(expire, NOW) === null;
      const server = CardCreateRequestSchema.safeParse({ number, expire }).success;
      expect(browser, `${number} ${expire}`).toBe(server);
    }
  });
});

describe('a saved card', () => {
  it('shows the last four digits of its masked number', () => {
    expect(cardTail('860006******6311')).toBe('6311');
    expect(cardTail('8600 06** **** 6311')).toBe('6311');
  });

  it('names its network from the first digits', () => {
    expect(cardBrand('860006******6311')).toBe('UZCARD');
    expect(cardBrand('986001******1234')).toBe('HUMO');
    expect(cardBrand('418055******0000')).toBe('VISA');
    expect(cardBrand('545454******5454')).toBe('MASTERCARD');
    expect(cardBrand('123456******0000')).toBe('CARD');
  });
});
