import { describe, expect, it } from 'vitest';
import { applyMask, formatLocalPhone, isCompleteLocalPhone, localDigits } from './phone-mask';

describe('applyMask (spec §5 tokens)', () => {
  it('fills # with digits and keeps the literals', () => {
    expect(applyMask('+998 (##) ###-##-##', '901234567')).toBe('+998 (90) 123-45-67');
  });
  it('stops at the last typed character instead of printing dangling literals', () => {
    expect(applyMask('+998 (##) ###-##-##', '90')).toBe('+998 (90');
  });
  it('@ takes letters only and * letters or digits', () => {
    expect(applyMask('@@-**', 'a1b2c3')).toBe('ab-2c');
    expect(applyMask('##', 'ab')).toBe('');
  });
});

describe('localDigits', () => {
  it.each([
    ['+998 (90) 123-45-67', '901234567'],
    ['998901234567', '901234567'],
    ['90 123 45 67', '901234567'],
    ['9012345678999', '901234567'],
    // What the field holds while typing: the mask's +998 is not part of the number.
    ['+998 (9', '9'],
    ['+998 (93', '93'],
    ['+998 (99) 8', '998'],
  ])('%s → %s', (input, digits) => {
    expect(localDigits(input)).toBe(digits);
  });
});

describe('formatLocalPhone / isCompleteLocalPhone', () => {
  it('formats what is typed so far', () => {
    expect(formatLocalPhone('')).toBe('');
    expect(formatLocalPhone('9')).toBe('+998 (9');
    expect(formatLocalPhone('901234567')).toBe('+998 (90) 123-45-67');
  });
  it('needs all nine digits', () => {
    expect(isCompleteLocalPhone('90123456')).toBe(false);
    expect(isCompleteLocalPhone('901234567')).toBe(true);
  });
});
