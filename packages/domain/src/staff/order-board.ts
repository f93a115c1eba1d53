import type { OrderStatus } from '../enums/order-status.js';

/** Columns of the live order board, left to right (issue 16). */
export type BoardColumn = 'SCHEDULED' | 'NEW' | 'KITCHEN' | 'READY' | 'ON_WAY' | 'DONE';
export const BOARD_COLUMNS: readonly BoardColumn[] = [
  'SCHEDULED',
  'NEW',
  'KITCHEN',
  'READY',
  'ON_WAY',
  'DONE',
];

const COLUMN_OF: Record<OrderStatus, BoardColumn> = {
  AT_TIME: 'SCHEDULED',
  CREATED: 'NEW',
  OPEN: 'NEW',
  ACCEPTED: 'KITCHEN',
  COOKING: 'KITCHEN',
  DONE: 'READY',
  ATTACHED: 'READY',
  ON_WAY: 'ON_WAY',
  DELIVERED: 'DONE',
  CLOSED: 'DONE',
  CANCELED: 'DONE',
};

export function boardColumn(status: OrderStatus): BoardColumn {
  return COLUMN_OF[status];
}

/** Preparation time presets offered when accepting, in minutes. */
export const PREP_MINUTE_PRESETS = [10, 15, 20, 30, 45] as const;
/** A branch's default preparation time until the merchant sets its own. */
export const DEFAULT_PREP_MINUTES = 20;
/** An order nobody accepted within this many minutes rings louder and is marked late. */
export const DEFAULT_ACCEPT_LIMIT_MINUTES = 3;
/** Pause lengths the console offers; "until it next opens" is the other choice. */
export const PAUSE_MINUTE_PRESETS = [15, 30, 60] as const;
