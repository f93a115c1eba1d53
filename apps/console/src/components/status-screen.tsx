import type { ReactNode } from 'react';

/** A whole-area message (loading, an error, not allowed) with optional actions below it. */
export function StatusScreen({
  title,
  text,
  busy = false,
  children,
}: {
  title: string;
  text?: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="status-screen" role={busy ? 'status' : undefined} aria-busy={busy || undefined}>
      <h1>{title}</h1>
      {text && <p role={busy ? undefined : 'alert'}>{text}</p>}
      {children && <div className="status-actions">{children}</div>}
    </div>
  );
}
