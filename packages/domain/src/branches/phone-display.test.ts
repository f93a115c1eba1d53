import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone-display.js';

describe('formatPhone', () => {
  it.each([
    ['998712001010', '+998 71 200 10 10'],
    ['+998 (90) 111-22-33', '+998 90 111 22 33'],
    ['74951234567', '+74951234567'],
    ['', ''],
    [null, ''],
  ])('shows %j as %j', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });
});

describe('phoneHref', () => {
  it('dials the international number whatever the punctuation', () => {
    expect(phoneHref('+998 (90) 111-22-33')).toBe('tel:+998901112233');
  });

  it('has no link without a number', () => {
    expect(phoneHref('  ')).toBe('');
    expect(phoneHref(undefined)).toBe('');
  });
});
