import { describe, expect, it } from 'vitest';
import { basketBarShown, countRose } from './basket-bar-shown';

describe('basketBarShown', () => {
  it('shows on the pages dishes are picked on when the basket holds something', () => {
    for (const path of ['/', '/category', '/category/12', '/search'])
      expect(basketBarShown(path, 2), path).toBe(true);
  });
  it('hides with an empty basket', () => {
    expect(basketBarShown('/', 0)).toBe(false);
  });
  it('hides on product, basket, checkout and account pages', () => {
    for (const path of ['/product/7', '/basket', '/checkout', '/profile', '/profile/orders/3'])
      expect(basketBarShown(path, 2), path).toBe(false);
  });
});

describe('countRose', () => {
  it('is an addition only when the count was known and went up', () => {
    expect(countRose(1, 2)).toBe(true);
    expect(countRose(0, 1)).toBe(true);
  });
  it('is not an addition when the stored basket first appears or a line goes away', () => {
    expect(countRose(null, 3)).toBe(false);
    expect(countRose(3, 2)).toBe(false);
    expect(countRose(2, 2)).toBe(false);
  });
});
