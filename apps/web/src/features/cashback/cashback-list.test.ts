import type { CashbackEntry } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { appendCashbackPage, firstCashbackPage, hasMoreCashback, signOf } from './cashback-list';

const entry = (id: number, amount = 100): CashbackEntry => ({
  id,
  kind: amount > 0 ? 'EARNED' : 'SPENT',
  amount,
  orderId: id,
  orderNumber: id,
  createdDate: '2026-11-23T07:00:00.000Z',
});
const page = (ids: number[], n: number, totalPages: number, balance = 500) => ({
  balance,
  content: ids.map((id) => entry(id)),
  page: n,
  size: 2,
  totalElements: totalPages * 2,
  totalPages,
});

describe('cashback list', () => {
  it('appends older pages, keeps each entry once and takes the newest balance', () => {
    let list = firstCashbackPage(page([5, 4], 0, 3));
    expect(hasMoreCashback(list)).toBe(true);
    list = appendCashbackPage(list, page([4, 3], 1, 3, 700));
    expect(list.entries.map((e) => e.id)).toEqual([5, 4, 3]);
    expect(list.balance).toBe(700);
    list = appendCashbackPage(list, page([2], 2, 3));
    expect(hasMoreCashback(list)).toBe(false);
  });

  it('signs gains and spendings', () => {
    expect([signOf(100), signOf(-100), signOf(0)]).toEqual(['+', '−', '']);
  });
});
