/**
 * A count in a small round pill that never wraps ("7", "99+"): the words ("7 unread") are for
 * screen readers only, so a long translation cannot turn it into a two-line pill.
 */
export function CountBadge({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span className={className ? `count-badge ${className}` : 'count-badge'}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
