import type { ReactNode } from 'react';
import { GuestNotice } from '../../components/guest-notice';
import './account.css';
import type { Session } from './session-store';
import { useSession } from './use-session';

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

/**
 * An account screen: a skeleton while the browser has not said who is here yet (the server
 * cannot know — the token lives in the browser), the guest notice of spec §6 for guests, and
 * the screen itself for a signed-in user.
 */
export function AccountGate({
  title,
  children,
  skeletonRows = 3,
}: {
  title: string;
  children: (session: Session) => ReactNode;
  skeletonRows?: number;
}) {
  const state = useSession();
  if (state.status === 'user') return <>{children(state.session)}</>;
  return (
    <section className="account-page">
      <h1 className="account-title">{title}</h1>
      {state.status === 'guest' ? (
        <GuestNotice />
      ) : (
        <div aria-hidden="true">
          {SKELETON_KEYS.slice(0, skeletonRows).map((key) => (
            <div key={key} className="skeleton account-skeleton-row" />
          ))}
        </div>
      )}
    </section>
  );
}
