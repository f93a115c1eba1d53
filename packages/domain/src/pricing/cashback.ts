/**
 * Cashback spent on an order: what the customer asked for, but never more than their balance
 * and never more than what is left to pay — so the total cannot go below zero and no balance
 * is burnt for nothing. Negative inputs count as zero.
 */
export function applyCashback(requested: number, balance: number, payable: number): number {
  return Math.max(0, Math.min(requested, balance, payable));
}
