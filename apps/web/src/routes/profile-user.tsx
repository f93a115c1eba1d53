import { ProfileUser } from '../features/profile/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('account.personal');

export default function ProfileUserRoute() {
  return <ProfileUser />;
}
