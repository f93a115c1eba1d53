import { describe, expect, it } from 'vitest';
import { tableIdFrom } from './table-id';

describe('the table of a dine-in visit', () => {
  it('takes the QR link first, then the session cookie', () => {
    expect(tableIdFrom('?table=12', 'table=7')).toBe(12);
    expect(tableIdFrom('', 'lang=ru; table=7; merchant=1')).toBe(7);
    expect(tableIdFrom('?product=3', 'merchant=1')).toBeNull();
  });

  it('ignores what is not a table id', () => {
    expect(tableIdFrom('?table=abc', 'table=-4')).toBeNull();
    expect(tableIdFrom('?table=1.5', 'table=0')).toBeNull();
    expect(tableIdFrom('', 'mytable=3')).toBeNull();
  });
});
