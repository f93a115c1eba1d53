import { ProfileHome } from '../features/profile/index';
import { titleMeta } from '../lib/page-title';

export const meta = titleMeta('account.title');

export default function Profile() {
  return <ProfileHome />;
}
