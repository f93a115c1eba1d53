import { ProfileUser } from '../features/profile/index';

export default function ProfileUserRoute() {
  return <ProfileUser />;
}
