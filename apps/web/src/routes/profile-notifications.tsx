import { NotificationsScreen } from '../features/notifications/index';

/** `/profile/notifications` (decision 011): loaded in the browser, where the token lives. */
export default function ProfileNotifications() {
  return <NotificationsScreen />;
}
