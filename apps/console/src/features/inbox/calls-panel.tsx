import { formatTashkentTime, minutesSince, useT, useToast } from '@dastarkhan/client';
import type { WaiterCall } from '@dastarkhan/domain';
import { useState } from 'react';
import { useApi } from '../../app/session';
import { useNow } from '../../lib/use-now';

/** Open waiter calls, oldest first: where, how long they wait, and one big "On my way". */
export function CallsPanel({
  calls,
  onAcknowledged,
  reload,
}: {
  calls: WaiterCall[];
  onAcknowledged: (id: number) => void;
  reload: () => void;
}) {
  const { t, tx } = useT();
  const api = useApi();
  const toast = useToast();
  const now = useNow(20_000);
  const [busy, setBusy] = useState<number | null>(null);
  if (calls.length === 0) return <p className="inbox-empty">{t('inbox.calls.empty')}</p>;

  const acknowledge = async (call: WaiterCall) => {
    const table = t('inbox.calls.table', { table: call.tableName });
    setBusy(call.id);
    const [error] = await api.put<WaiterCall>(`/orders/v1/operator/waiter-calls/${call.id}/ack`, {});
    setBusy(null);
    if (error) {
      toast({ kind: 'error', text: error.text });
      reload();
      return;
    }
    onAcknowledged(call.id);
    toast({ kind: 'success', text: t('inbox.calls.acknowledged', { table }) });
  };

  return (
    <ul className="inbox-list">
      {calls.map((call) => {
        const minutes = minutesSince(call.createdDate, now);
        const table = t('inbox.calls.table', { table: call.tableName });
        return (
          <li key={call.id} className={`inbox-card call-card${minutes >= 3 ? ' is-late' : ''}`}>
            <div className="call-where">
              <h2 className="call-table">{table}</h2>
              <p className="call-place">
                {tx(call.hallName)} · {tx(call.branchName)}
              </p>
              <p className="call-age">
                <time dateTime={call.createdDate}>{formatTashkentTime(call.createdDate)}</time>
                {' · '}
                {minutes < 1 ? t('inbox.calls.justNow') : t('inbox.calls.age', { minutes })}
              </p>
            </div>
            <button
              type="button"
              className="button button-primary call-ack"
              aria-label={t('inbox.calls.onMyWayLabel', { table, hall: tx(call.hallName) })}
              disabled={busy === call.id}
              onClick={() => void acknowledge(call)}
            >
              {t('inbox.calls.onMyWay')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
