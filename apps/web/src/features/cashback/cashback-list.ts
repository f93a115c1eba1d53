import type { CashbackEntry, CashbackHistory } from '@dastarkhan/domain';

/** What the screen holds: the balance, the entries so far and where the pager stands. */
export interface CashbackList {
  balance: number;
  entries: CashbackEntry[];
  page: number;
  totalPages: number;
}

export function firstCashbackPage(page: CashbackHistory): CashbackList {
  return { balance: page.balance, entries: page.content, page: page.page, totalPages: page.totalPages };
}

/**
 * Adds an older page. A move written meanwhile shifts the pages by one, so an entry may come
 * twice: each id is kept once. The balance is the newest one read.
 */
export function appendCashbackPage(list: CashbackList, page: CashbackHistory): CashbackList {
  const known = new Set(list.entries.map((e) => e.id));
  return {
    balance: page.balance,
    entries: [...list.entries, ...page.content.filter((e) => !known.has(e.id))],
    page: page.page,
    totalPages: page.totalPages,
  };
}

export const hasMoreCashback = (list: CashbackList) => list.page + 1 < list.totalPages;

/** "+1 200" / "−3 000": the sign a ledger line reads with. */
export const signOf = (amount: number) => (amount > 0 ? '+' : amount < 0 ? '−' : '');
