import { formatTashkentDate, useT, useToast } from '@dastarkhan/client';
import { type OutboxMessageView, outboxReasonText, outboxTopicText } from '@dastarkhan/domain';
import { useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { OUTBOX_CHANGED_EVENT } from '../../app/outbox';
import { ScreenTitle } from '../../components/screen-title';
import type { MessageKey } from '../../i18n/catalog';
import { OrderDetailPanel } from '../order-detail';
import { type OutboxTab, useOutbox } from './use-outbox';
import './messages.css';

const TABS: OutboxTab[] = ['dead', 'pending', 'sent'];
const CHANNEL_ICON = { telegram: '✈', sms: '✉', push: '🔔' } as const;

/**
 * `/console/messages` (OWNER, decision 035): what the outbox did with each message to customers
 * and staff. "Not delivered" first: each with its reason in words, the provider's own words and
 * a Retry. A table from a tablet up, one card per message on a phone.
 */
export function MessagesPage() {
  const { t } = useT();
  const toast = useToast();
  const [tab, setTab] = useState<OutboxTab>('dead');
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [orderId, setOrderId] = useState<number | null>(null);
  const { state, retry } = useOutbox(tab, page, attempt);
  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.previous : null;

  const onRetry = async (message: OutboxMessageView) => {
    setBusy((ids) => new Set(ids).add(message.id));
    const failure = await retry(message);
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(message.id);
      return next;
    });
    if (failure) return toast({ kind: 'error', text: failure });
    toast({ kind: 'success', text: t('outbox.retried') });
    window.dispatchEvent(new Event(OUTBOX_CHANGED_EVENT));
  };

  return (
    <div className="outbox">
      <ScreenTitle title={t('outbox.title')} suffix={useMerchantName()} />
      <p className="outbox-intro">{t('outbox.intro')}</p>
      <nav className="outbox-tabs" aria-label={t('outbox.tabs')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            aria-pressed={tab === name}
            onClick={() => {
              setTab(name);
              setPage(0);
            }}
          >
            {t(`outbox.tab.${name}`)}
            {shown && <span className="outbox-tab-count">{shown.counts[name]}</span>}
          </button>
        ))}
      </nav>
      {state.status === 'error' && (
        <div role="alert" className="outbox-error">
          <p>{state.text}</p>
          <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'loading' && !shown && (
        <div className="outbox-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {shown && (
        <div aria-busy={state.status === 'loading'}>
          {shown.content.length === 0 ? (
            <p className="outbox-empty">{t(`outbox.empty.${tab}`)}</p>
          ) : (
            <table className="outbox-table">
              <caption className="visually-hidden">{t(`outbox.tab.${tab}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('outbox.col.when')}</th>
                  <th scope="col">{t('outbox.col.what')}</th>
                  <th scope="col">{t('outbox.col.order')}</th>
                  <th scope="col">{t('outbox.col.channel')}</th>
                  <th scope="col">{t('outbox.col.recipient')}</th>
                  <th scope="col">{t('outbox.col.attempts')}</th>
                  {tab !== 'sent' && <th scope="col">{t('outbox.col.reason')}</th>}
                  {tab === 'dead' && <th scope="col">{t('outbox.col.action')}</th>}
                </tr>
              </thead>
              <tbody>
                {shown.content.map((message) => (
                  <MessageRow
                    key={message.id}
                    message={message}
                    tab={tab}
                    busy={busy.has(message.id)}
                    onRetry={() => void onRetry(message)}
                    onOpenOrder={setOrderId}
                  />
                ))}
              </tbody>
            </table>
          )}
          {shown.totalPages > 1 && (
            <nav className="outbox-pager" aria-label={t('outbox.title')}>
              <button
                type="button"
                className="button"
                disabled={page === 0 || state.status === 'loading'}
                onClick={() => setPage(page - 1)}
              >
                {t('outbox.newer')}
              </button>
              <span>{t('outbox.page', { page: page + 1, pages: shown.totalPages })}</span>
              <button
                type="button"
                className="button"
                disabled={page + 1 >= shown.totalPages || state.status === 'loading'}
                onClick={() => setPage(page + 1)}
              >
                {t('outbox.older')}
              </button>
            </nav>
          )}
        </div>
      )}
      {orderId !== null && <OrderDetailPanel orderId={orderId} onClose={() => setOrderId(null)} />}
    </div>
  );
}

function MessageRow({
  message,
  tab,
  busy,
  onRetry,
  onOpenOrder,
}: {
  message: OutboxMessageView;
  tab: OutboxTab;
  busy: boolean;
  onRetry: () => void;
  onOpenOrder: (id: number) => void;
}) {
  const { t, tx, lang } = useT();
  const when = (iso: string) => formatTashkentDate(iso, lang);
  const what = tx(outboxTopicText(message.topic));
  const reason = outboxReasonText(message.lastReason);
  const label = (key: MessageKey) => <span className="outbox-label">{t(key)}</span>;
  return (
    <tr className="outbox-row" data-message-id={message.id}>
      <td className="outbox-when">
        {label('outbox.col.when')}
        <time dateTime={message.createdDate}>{when(message.createdDate)}</time>
        {message.deadAt && <small>{t('outbox.deadAt', { time: when(message.deadAt) })}</small>}
        {message.state === 'pending' && message.nextAttemptAt && (
          <small>{t('outbox.nextTry', { time: when(message.nextAttemptAt) })}</small>
        )}
        {message.sentAt && <small>{t('outbox.sentAt', { time: when(message.sentAt) })}</small>}
      </td>
      <td className="outbox-what">
        {label('outbox.col.what')}
        <strong>{what}</strong>
      </td>
      <td>
        {label('outbox.col.order')}
        {message.order ? (
          <button
            type="button"
            className="outbox-order"
            aria-label={t('outbox.openOrder', { number: message.order.number })}
            onClick={() => onOpenOrder(message.order!.id)}
          >
            {t('outbox.order', { number: message.order.number })}
          </button>
        ) : (
          <span className="outbox-muted">{t('outbox.noOrder')}</span>
        )}
      </td>
      <td>
        {label('outbox.col.channel')}
        <span className={`outbox-channel outbox-channel-${message.channel}`}>
          <span aria-hidden="true">{CHANNEL_ICON[message.channel]} </span>
          {t(`outbox.channel.${message.channel}`)}
        </span>
      </td>
      <td>
        {label('outbox.col.recipient')}
        <span>
          {t(`outbox.recipient.${message.recipient.kind}`)}
          {message.recipient.masked && <span className="outbox-masked"> {message.recipient.masked}</span>}
        </span>
      </td>
      <td>
        {label('outbox.col.attempts')}
        <span>{message.attempts}</span>
      </td>
      {tab !== 'sent' && (
        <td className="outbox-reason">
          {label('outbox.col.reason')}
          <span className="outbox-reason-text">{reason ? tx(reason) : '—'}</span>
          {message.lastError && (
            <small className="outbox-provider">
              {t('outbox.providerSaid')}: <q>{message.lastError}</q>
            </small>
          )}
        </td>
      )}
      {tab === 'dead' && (
        <td className="outbox-action">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-label={t('outbox.retryNamed', { what })}
            onClick={onRetry}
          >
            {busy ? t('outbox.retrying') : t('outbox.retry')}
          </button>
        </td>
      )}
    </tr>
  );
}
