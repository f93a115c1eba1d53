import { NotificationsScreen } from '../features/notifications/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('notifications.title');

/** `/profile/notifications` (decision 011): loaded in the browser, where the token lives. */
export default function ProfileNotifications() {
  return <NotificationsScreen />;
}
