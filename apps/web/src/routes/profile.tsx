import { ProfileHome } from '../features/profile/index';

export default function Profile() {
  return <ProfileHome />;
}
