import type { StaffRole } from '@dastarkhan/domain';
import type { MessageKey } from '../../i18n/catalog';

export type ScreenName =
  | 'orders'
  | 'kitchen'
  | 'courier'
  | 'stop-list'
  | 'staff'
  | 'inbox'
  | 'today'
  | 'menu';

export interface Screen {
  name: ScreenName;
  /** Below the console's base: `/orders` is `/console/orders`. */
  path: `/${ScreenName}`;
  title: MessageKey;
  roles: readonly StaffRole[];
  /** A live count beside the link: `waiterCalls`, the open waiter calls (the shell keeps it). */
  badge?: 'waiterCalls';
}

const ALL: readonly StaffRole[] = ['OWNER', 'MANAGER', 'OPERATOR', 'KITCHEN', 'COURIER'];
const except = (...roles: StaffRole[]) => ALL.filter((role) => !roles.includes(role));

/**
 * The console's screens in navigation order, and who sees each. The server checks every call
 * against the domain's abilities (staffCan); this decides only what the navigation offers.
 * A role's first screen is where it lands after sign-in.
 */
export const SCREENS: readonly Screen[] = [
  { name: 'orders', path: '/orders', title: 'orders.title', roles: except('KITCHEN', 'COURIER') },
  { name: 'kitchen', path: '/kitchen', title: 'kitchen.title', roles: ['OWNER', 'MANAGER', 'KITCHEN'] },
  { name: 'courier', path: '/courier', title: 'courier.title', roles: ['OWNER', 'MANAGER', 'COURIER'] },
  { name: 'stop-list', path: '/stop-list', title: 'stopList.title', roles: except('COURIER') },
  { name: 'staff', path: '/staff', title: 'staff.title', roles: ['OWNER'] },
  {
    name: 'inbox',
    path: '/inbox',
    title: 'inbox.title',
    roles: except('KITCHEN', 'COURIER'),
    badge: 'waiterCalls',
  },
  { name: 'today', path: '/today', title: 'today.title', roles: except('KITCHEN', 'COURIER') },
  { name: 'menu', path: '/menu', title: 'menu.title', roles: ['OWNER', 'MANAGER'] },
];

export function screensFor(role: StaffRole): Screen[] {
  return SCREENS.filter((screen) => screen.roles.includes(role));
}

export function mayOpen(role: StaffRole, name: ScreenName): boolean {
  return SCREENS.some((screen) => screen.name === name && screen.roles.includes(role));
}

/** Where a role lands after sign-in: its first screen. */
export function homeOf(role: StaffRole): Screen['path'] {
  return screensFor(role)[0]!.path;
}
