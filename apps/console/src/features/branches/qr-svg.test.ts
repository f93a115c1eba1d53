import { describe, expect, it } from 'vitest';
import { tableLink } from './qr-svg';

describe("a table's QR link", () => {
  it("opens the storefront's /?table=ID on the tenant's own host", () => {
    expect(tableLink('https://cafe.dastarkhan.uz', 42, null)).toBe('https://cafe.dastarkhan.uz/?table=42');
  });

  it('names the tenant on a development host, where the host does not', () => {
    expect(tableLink('http://localhost:3000', 7, 'demo')).toBe('http://localhost:3000/?table=7&vendor=demo');
  });
});
