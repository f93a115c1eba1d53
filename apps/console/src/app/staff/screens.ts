import type { StaffRole } from '@dastarkhan/domain';
import type { MessageKey } from '../../i18n/catalog';

export type ScreenName =
  | 'orders'
  | 'kitchen'
  | 'courier'
  | 'stop-list'
  | 'inbox'
  | 'today'
  | 'setup'
  | 'menu'
  | 'branches'
  | 'promos'
  | 'pages'
  | 'staff'
  | 'settings'
  | 'messages'
  | 'audit';

export interface Screen {
  name: ScreenName;
  /** Below the console's base: `/orders` is `/console/orders`. */
  path: `/${ScreenName}`;
  title: MessageKey;
  /**
   * `service`: what a shift works with, always in the navigation. `manage`: setting the
   * restaurant up (menu, branches, settings…) — in the sidebar from a tablet up, and behind one
   * "Manage" link on a phone so the strip stays short for one-handed use.
   */
  section: 'service' | 'manage';
  /** `manage` screens: one line under the title on the phone's Manage page. */
  hint?: MessageKey;
  roles: readonly StaffRole[];
  /**
   * A live count beside the link (the shell keeps it): `waiterCalls`, the open waiter calls;
   * `deadMessages`, the messages that did not get through.
   */
  badge?: 'waiterCalls' | 'deadMessages';
}

const ALL: readonly StaffRole[] = ['OWNER', 'MANAGER', 'OPERATOR', 'KITCHEN', 'COURIER'];
const except = (...roles: StaffRole[]) => ALL.filter((role) => !roles.includes(role));

/**
 * The console's screens in navigation order, and who sees each. The server checks every call
 * against the domain's abilities (staffCan); this decides only what the navigation offers.
 * A role's first screen is where it lands after sign-in.
 */
export const SCREENS: readonly Screen[] = [
  {
    name: 'orders',
    path: '/orders',
    title: 'orders.title',
    section: 'service',
    roles: except('KITCHEN', 'COURIER'),
  },
  {
    name: 'kitchen',
    path: '/kitchen',
    title: 'kitchen.title',
    section: 'service',
    roles: ['OWNER', 'MANAGER', 'KITCHEN'],
  },
  {
    name: 'courier',
    path: '/courier',
    title: 'courier.title',
    section: 'service',
    roles: ['OWNER', 'MANAGER', 'COURIER'],
  },
  {
    name: 'stop-list',
    path: '/stop-list',
    title: 'stopList.title',
    section: 'service',
    roles: except('COURIER'),
  },
  {
    name: 'inbox',
    path: '/inbox',
    title: 'inbox.title',
    section: 'service',
    roles: except('KITCHEN', 'COURIER'),
    badge: 'waiterCalls',
  },
  {
    name: 'today',
    path: '/today',
    title: 'today.title',
    section: 'service',
    roles: except('KITCHEN', 'COURIER'),
  },
  {
    name: 'setup',
    path: '/setup',
    title: 'setup.nav',
    section: 'manage',
    hint: 'manage.setupHint',
    roles: ['OWNER'],
  },
  {
    name: 'menu',
    path: '/menu',
    title: 'menu.title',
    section: 'manage',
    hint: 'manage.menuHint',
    roles: ['OWNER', 'MANAGER'],
  },
  {
    name: 'branches',
    path: '/branches',
    title: 'branches.title',
    section: 'manage',
    hint: 'manage.branchesHint',
    roles: ['OWNER', 'MANAGER'],
  },
  {
    name: 'promos',
    path: '/promos',
    title: 'promos.title',
    section: 'manage',
    hint: 'manage.promosHint',
    roles: ['OWNER', 'MANAGER'],
  },
  {
    name: 'pages',
    path: '/pages',
    title: 'pages.title',
    section: 'manage',
    hint: 'manage.pagesHint',
    roles: ['OWNER', 'MANAGER'],
  },
  {
    name: 'staff',
    path: '/staff',
    title: 'staff.title',
    section: 'manage',
    hint: 'manage.staffHint',
    roles: ['OWNER'],
  },
  {
    name: 'settings',
    path: '/settings',
    title: 'settings.title',
    section: 'manage',
    hint: 'manage.settingsHint',
    roles: ['OWNER'],
  },
  {
    name: 'messages',
    path: '/messages',
    title: 'outbox.title',
    section: 'manage',
    hint: 'manage.messagesHint',
    roles: ['OWNER'],
    badge: 'deadMessages',
  },
  {
    name: 'audit',
    path: '/audit',
    title: 'audit.title',
    section: 'manage',
    hint: 'manage.auditHint',
    roles: ['OWNER'],
  },
];

export function screensFor(role: StaffRole): Screen[] {
  return SCREENS.filter((screen) => screen.roles.includes(role));
}

/** The `manage` screens a role may open (the phone's Manage page lists them). */
export function manageScreensFor(role: StaffRole): Screen[] {
  return screensFor(role).filter((screen) => screen.section === 'manage');
}

export function mayOpen(role: StaffRole, name: ScreenName): boolean {
  return SCREENS.some((screen) => screen.name === name && screen.roles.includes(role));
}

/**
 * Where a role lands after sign-in: its first screen — or, while the tenant is not live yet,
 * the go-live checklist for whoever may use it (decision 029).
 */
export function homeOf(role: StaffRole, tenant: { live: boolean } = { live: true }): Screen['path'] {
  if (!tenant.live && mayOpen(role, 'setup')) return '/setup';
  return screensFor(role)[0]!.path;
}
