import { useT } from '@dastarkhan/client';
import type { ComponentType } from 'react';
import { createBrowserRouter, Link, type RouteObject } from 'react-router';
import type { ScreenName } from './app/staff';
import { StatusScreen } from './components/status-screen';
import { RoleHome, SignedInLayout } from './layouts/signed-in-layout';

/**
 * A screen of the console: its page is loaded lazily from `features/<name>/index.ts` (one chunk
 * per screen), and `handle.screen` lets the layout refuse a screen the role may not use.
 */
function screen(name: ScreenName, load: () => Promise<ComponentType>): RouteObject {
  return { path: name, handle: { screen: name }, lazy: async () => ({ Component: await load() }) };
}

export const routes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./features/login')).LoginPage }),
  },
  {
    element: <SignedInLayout />,
    children: [
      { index: true, element: <RoleHome /> },
      screen('orders', async () => (await import('./features/orders')).OrdersPage),
      screen('kitchen', async () => (await import('./features/kitchen')).KitchenPage),
      screen('courier', async () => (await import('./features/courier')).CourierPage),
      screen('stop-list', async () => (await import('./features/stop-list')).StopListPage),
      screen('staff', async () => (await import('./features/staff')).StaffPage),
      screen('inbox', async () => (await import('./features/inbox')).InboxPage),
      screen('today', async () => (await import('./features/today')).TodayPage),
      screen('branches', async () => (await import('./features/branches')).BranchesPage),
      screen('setup', async () => (await import('./features/setup')).SetupPage),
      // The phone's way into the `manage` screens (the sidebar lists them from a tablet up).
      { path: 'manage', lazy: async () => ({ Component: (await import('./features/manage')).ManagePage }) },
      screen('settings', async () => (await import('./features/settings')).SettingsPage),
      screen('audit', async () => (await import('./features/audit')).AuditPage),
      screen('messages', async () => (await import('./features/messages')).MessagesPage),
      screen('promos', async () => (await import('./features/promos')).PromosPage),
      screen('pages', async () => (await import('./features/pages')).PagesPage),
      screen('menu', async () => (await import('./features/menu')).MenuPage),
    ],
  },
  { path: '*', Component: NotFound },
];

function NotFound() {
  const { t } = useT();
  return (
    <main className="console-main">
      <StatusScreen title={t('shell.notFound')}>
        <Link className="button button-primary" to="/">
          {t('shell.toStart')}
        </Link>
      </StatusScreen>
    </main>
  );
}

export const createConsoleRouter = () => createBrowserRouter(routes, { basename: '/console' });
