import type { User } from '@dastarkhan/domain';

/** The profile photo, or the initials on the brand colour when there is none. */
export function UserAvatar({
  user,
  size,
}: {
  user: Pick<User, 'image' | 'firstName' | 'lastName'>;
  size: number;
}) {
  if (user.image) {
    return <img className="user-avatar" src={user.image} alt="" width={size} height={size} />;
  }
  const initials = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || '🙂';
  return (
    <span
      className="user-avatar user-avatar-initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
