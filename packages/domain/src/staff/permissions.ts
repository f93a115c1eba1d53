import type { OrderStatus } from '../enums/order-status.js';
import type { StaffRole } from '../enums/people.js';

// What each staff role may do (decision 020). The API checks every staff call against this
// table; the console reads the same table to show only what the role may use.

export type StaffAbility =
  /** The live order board: see every order of my branches and move it along. */
  | 'orders.board'
  /** The kitchen screen: accepted and cooking orders, Cooking → Ready. */
  | 'orders.kitchen'
  /** The courier screen: my deliveries, picked up → delivered, sharing my position. */
  | 'orders.courier'
  | 'staff.manage'
  /** Pause a branch or a service, busy mode. */
  | 'store.controls'
  | 'stopList.edit'
  /** Waiter calls, reservations, feedback, vacancy applications. */
  | 'inbox'
  | 'reports'
  /** Issue 17: groups, categories, products, options, photos, prices, import and export. */
  | 'menu.edit'
  /** Branches, hours, delivery zones and their tariffs, halls and tables. */
  | 'branches.edit'
  /** Promo codes, cashback, the About / offerta / privacy / login-rules pages, social links, vacancies. */
  | 'marketing.edit'
  /** Branding, switches, credentials, own domain, going live: the OWNER's alone. */
  | 'settings.edit'
  /** The audit log of every staff change. */
  | 'audit.read'
  /** The outbox: messages that did not reach people, and retrying them (issue 18). */
  | 'messages.manage';

const ABILITIES: Record<StaffRole, readonly StaffAbility[]> = {
  OWNER: [
    'orders.board',
    'orders.kitchen',
    'staff.manage',
    'store.controls',
    'stopList.edit',
    'inbox',
    'reports',
    'menu.edit',
    'branches.edit',
    'marketing.edit',
    'settings.edit',
    'audit.read',
    'messages.manage',
  ],
  MANAGER: [
    'orders.board',
    'orders.kitchen',
    'store.controls',
    'stopList.edit',
    'inbox',
    'reports',
    'menu.edit',
    'branches.edit',
    'marketing.edit',
  ],
  OPERATOR: ['orders.board', 'orders.kitchen', 'store.controls', 'stopList.edit', 'inbox', 'reports'],
  KITCHEN: ['orders.kitchen', 'stopList.edit'],
  COURIER: ['orders.courier'],
};

export function staffCan(role: StaffRole, ability: StaffAbility): boolean {
  return ABILITIES[role].includes(ability);
}

/** The moves the kitchen makes; everything else is the board's. */
const KITCHEN_MOVES: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['ACCEPTED', 'COOKING'],
  ['COOKING', 'DONE'],
];

/** The moves a courier makes on an order given to them. */
const COURIER_MOVES: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['DONE', 'ON_WAY'],
  ['ATTACHED', 'ON_WAY'],
  ['COOKING', 'ON_WAY'],
  ['ON_WAY', 'DELIVERED'],
];

/**
 * Whether the role may ask for this move at all; the status machine (status-machine.ts) still
 * decides whether the move exists for the order's service type.
 */
export function staffMayMove(role: StaffRole, from: OrderStatus, to: OrderStatus): boolean {
  if (staffCan(role, 'orders.board')) return true;
  const listed = (moves: typeof KITCHEN_MOVES) => moves.some(([a, b]) => a === from && b === to);
  if (staffCan(role, 'orders.kitchen') && listed(KITCHEN_MOVES)) return true;
  return staffCan(role, 'orders.courier') && listed(COURIER_MOVES);
}
