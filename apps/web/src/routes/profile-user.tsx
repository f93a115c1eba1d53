import { ProfileUser } from '../features/profile/profile-user';

export default function ProfileUserRoute() {
  return <ProfileUser />;
}
