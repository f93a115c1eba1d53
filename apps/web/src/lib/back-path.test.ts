import { describe, expect, it } from 'vitest';
import { safeBackPath } from './back-path';

describe('safeBackPath', () => {
  it.each([
    ['/choose-address', '/choose-address'],
    ['/choose-address?back=/checkout', '/choose-address?back=/checkout'],
    ['/checkout#address', '/checkout#address'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeBackPath(value, '/profile/address')).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute address', 'https://evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'checkout'],
  ])('falls back for %s', (_name, value) => {
    expect(safeBackPath(value, '/profile/address')).toBe('/profile/address');
  });
});
