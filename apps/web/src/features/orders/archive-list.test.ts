import type { OrdersPage } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { appendArchivePage, firstArchivePage, hasMoreArchive } from './archive-list';
import { createOrder } from './order-factory';

function createPage(ids: number[], overrides: Partial<OrdersPage> = {}): OrdersPage {
  return {
    content: ids.map((id) => createOrder({ id, number: id })),
    page: 0,
    size: 10,
    totalElements: 25,
    totalPages: 3,
    ...overrides,
  };
}

describe('archive list', () => {
  it('offers more until the last page is loaded', () => {
    const list = firstArchivePage(createPage([30, 29]));
    expect(hasMoreArchive(list)).toBe(true);
    const last = appendArchivePage(
      appendArchivePage(list, createPage([28], { page: 1 })),
      createPage([27], { page: 2 }),
    );
    expect(hasMoreArchive(last)).toBe(false);
  });

  it('skips orders a later page repeats after a newly finished order shifted the pages', () => {
    const list = appendArchivePage(firstArchivePage(createPage([30, 29])), createPage([29, 28], { page: 1 }));
    expect(list.orders.map((order) => order.id)).toEqual([30, 29, 28]);
  });

  it('has nothing more to offer for an empty archive', () => {
    expect(hasMoreArchive(firstArchivePage(createPage([], { totalPages: 0, totalElements: 0 })))).toBe(false);
  });
});
