import type { UnreadCount } from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTenant } from '../startup/tenant-context';
import { useApi, useSession } from './use-session';

// One question per page view, however many badges show the answer (header, tab bar, profile).
let asked: { key: string; answer: Promise<number | null> } | null = null;

/**
 * The signed-in user's unread notifications (null for guests, while unknown, or when the tenant
 * has no notifications), asked again on every navigation so a badge read elsewhere goes away.
 */
export function useUnreadCount(): number | null {
  const { settings, merchant } = useTenant();
  const session = useSession();
  // Not `authed`: a badge asked in the background never logs anyone out or navigates — the
  // page's own calls answer an expired token (spec §8), once.
  const { api } = useApi();
  const location = useLocation();
  const [unread, setUnread] = useState<number | null>(null);
  const token = session.status === 'user' && settings.notificationsActive ? session.session.token : null;
  const key = `${merchant.id}:${token}:${location.key}`;

  useEffect(() => {
    if (!token) {
      setUnread(null);
      return;
    }
    if (asked?.key !== key) {
      asked = {
        key,
        answer: api
          .get<UnreadCount>('/users/v1/notifications/unread-count')
          .then(([error, data]) => (error || !data ? null : data.unreadCount)),
      };
    }
    let current = true;
    void asked.answer.then((count) => current && setUnread(count));
    return () => {
      current = false;
    };
  }, [token, key, api]);
  return unread;
}
