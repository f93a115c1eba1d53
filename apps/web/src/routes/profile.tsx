import { ProfileHome } from '../features/profile/profile-home';

export default function Profile() {
  return <ProfileHome />;
}
