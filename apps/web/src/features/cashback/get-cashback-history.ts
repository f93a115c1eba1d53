import type { ApiClient } from '@dastarkhan/client';
import type { CashbackHistory } from '@dastarkhan/domain';

export const CASHBACK_PAGE_SIZE = 20;

/** The balance and one page of its moves, newest first; `page` counts from 0. */
export function getCashbackHistory(api: ApiClient, page: number) {
  return api.get<CashbackHistory>('/users/v1/cashback/history', { page, size: CASHBACK_PAGE_SIZE });
}
