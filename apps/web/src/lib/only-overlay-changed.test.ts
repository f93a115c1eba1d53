import { describe, expect, it } from 'vitest';
import { onlyOverlayChanged } from './only-overlay-changed';

const u = (path: string) => new URL(path, 'http://demo.localhost');

describe('onlyOverlayChanged', () => {
  it.each([
    ['/', '/?product=5', undefined, true],
    ['/?product=5', '/', undefined, true],
    ['/?product=5', '/?product=6', undefined, true],
    ['/?vendor=demo', '/?product=5&vendor=demo', undefined, true],
    ['/', '/', undefined, false],
    ['/?product=5', '/?product=5', undefined, false],
    ['/', '/basket?product=5', undefined, false],
    ['/?vendor=demo', '/?vendor=lavash&product=5', undefined, false],
    ['/', '/?product=5', 'POST', false],
  ])('%s → %s (%s) is %s', (from, to, formMethod, expected) => {
    expect(onlyOverlayChanged({ currentUrl: u(from), nextUrl: u(to), formMethod })).toBe(expected);
  });
});
