import { useT } from '@dastarkhan/client';
import { type OutboxCounts, type StaffRole, staffCan } from '@dastarkhan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../session';

/** At most this often: the count is one cheap grouped count, but every open console asks. */
const REFRESH_MS = 60_000;

/** Fired by the Messages screen after a retry, so the badge follows at once. */
export const OUTBOX_CHANGED_EVENT = 'dastarkhan:outbox-changed';

/**
 * How many of the tenant's messages are dead, for whoever may retry them (`messages.manage`):
 * read on mount, every minute, when the window gets focus back and after a retry. `null`: not
 * for this role or not known.
 */
export function useDeadMessages(role: StaffRole): number | null {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const allowed = staffCan(role, 'messages.manage');
  const [count, setCount] = useState<number | null>(null);
  const lastRead = useRef(0);

  const load = useCallback(async (force: boolean) => {
    if (!force && Date.now() - lastRead.current < REFRESH_MS / 2) return;
    lastRead.current = Date.now();
    const [error, counts] = await apiRef.current.get<OutboxCounts>('/users/v1/operator/outbox/counts');
    if (!error) setCount(counts.dead);
  }, []);

  useEffect(() => {
    if (!allowed) return;
    void load(true);
    const timer = setInterval(() => void load(true), REFRESH_MS);
    const onFocus = () => void load(false);
    const onChanged = () => void load(true);
    window.addEventListener('focus', onFocus);
    window.addEventListener(OUTBOX_CHANGED_EVENT, onChanged);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(OUTBOX_CHANGED_EVENT, onChanged);
    };
  }, [allowed, load]);
  return allowed ? count : null;
}

/** The dead count beside the Messages link (and the phone's Manage link): words for a screen reader. */
export function DeadMessagesCount({ count }: { count: number | null }) {
  const { t } = useT();
  if (!count) return null;
  return (
    <span className="nav-count" data-dead-messages={count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('outbox.deadCount', { count })}</span>
    </span>
  );
}
