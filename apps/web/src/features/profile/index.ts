export { ProfileHome } from './profile-home';
export { ProfileUser } from './profile-user';
