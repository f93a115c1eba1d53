import { formatTashkentDate, useT, useToast } from '@dastarkhan/client';
import type { StaffFeedback, StaffVacancyApplication } from '@dastarkhan/domain';
import { formatPhone, phoneHref } from '@dastarkhan/domain';
import { type ReactNode, useState } from 'react';
import { useApi } from '../../app/session';

type Handled = { id: number; handledAt: string | null; handledBy: { name: string | null } | null };

/** The "Mark handled" button, or who handled it and when. */
function HandledRow({ item, path, reload }: { item: Handled; path: string; reload: () => void }) {
  const { t, lang } = useT();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (item.handledAt) {
    const time = formatTashkentDate(item.handledAt, lang);
    return (
      <p className="inbox-handled">
        <span aria-hidden="true">✓ </span>
        {item.handledBy?.name
          ? t('inbox.handledBy', { name: item.handledBy.name, time })
          : t('inbox.handledAt', { time })}
      </p>
    );
  }
  const mark = async () => {
    setBusy(true);
    const [error] = await api.put(`${path}/${item.id}/handled`, { handled: true });
    setBusy(false);
    if (error) toast({ kind: 'error', text: error.text });
    reload();
  };
  return (
    <div className="inbox-actions">
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void mark()}>
        {t('inbox.markHandled')}
      </button>
    </div>
  );
}

function Card({
  item,
  title,
  meta,
  children,
  path,
  reload,
}: {
  item: Handled & { createdDate: string };
  title: ReactNode;
  meta: ReactNode;
  children: ReactNode;
  path: string;
  reload: () => void;
}) {
  const { t, lang } = useT();
  return (
    <li className={`inbox-card handled-card${item.handledAt ? ' is-handled' : ''}`}>
      <div className="handled-head">
        <h2 className="handled-title">{title}</h2>
        {!item.handledAt && <span className="inbox-badge badge-new">{t('inbox.new')}</span>}
      </div>
      <p className="handled-meta">
        <time dateTime={item.createdDate}>{formatTashkentDate(item.createdDate, lang)}</time>
        {meta}
      </p>
      {children}
      <HandledRow item={item} path={path} reload={reload} />
    </li>
  );
}

function Phone({ phone }: { phone: string | null | undefined }) {
  const { t } = useT();
  if (!phone) return null;
  return (
    <a
      className="inbox-phone"
      href={phoneHref(phone)}
      aria-label={t('inbox.reservations.call', { phone: formatPhone(phone) })}
    >
      {formatPhone(phone)}
    </a>
  );
}

/** Feedback, the unhandled first, newest first. */
export function FeedbackPanel({ items, reload }: { items: StaffFeedback[]; reload: () => void }) {
  const { t } = useT();
  if (items.length === 0) return <p className="inbox-empty">{t('inbox.feedback.empty')}</p>;
  return (
    <ul className="inbox-list">
      {items.map((item) => {
        const who = [item.customer?.firstName, item.customer?.lastName].filter(Boolean).join(' ');
        return (
          <Card
            key={item.id}
            item={item}
            path="/support/v1/operator/feedback"
            reload={reload}
            title={t(`inbox.feedback.${item.kind}`)}
            meta={
              <>
                {item.orderNumber !== null && ` · ${t('inbox.feedback.order', { number: item.orderNumber })}`}
                {who && ` · ${who}`}
              </>
            }
          >
            {item.rating !== null && (
              <p className="feedback-rating">
                <span aria-hidden="true">
                  {'★'.repeat(item.rating)}
                  {'☆'.repeat(5 - item.rating)}{' '}
                </span>
                <span className="visually-hidden">{t('inbox.feedback.rating', { rating: item.rating })}</span>
              </p>
            )}
            <p className="handled-text">{item.text}</p>
            <Phone phone={item.customer?.phone} />
          </Card>
        );
      })}
    </ul>
  );
}

/** Job applications, the unhandled first, newest first. */
export function ApplicationsPanel({
  items,
  reload,
}: {
  items: StaffVacancyApplication[];
  reload: () => void;
}) {
  const { t, tx } = useT();
  if (items.length === 0) return <p className="inbox-empty">{t('inbox.applications.empty')}</p>;
  return (
    <ul className="inbox-list">
      {items.map((item) => (
        <Card
          key={item.id}
          item={item}
          path="/support/v1/operator/vacancy-applications"
          reload={reload}
          title={`${item.name} — ${tx(item.position)}`}
          meta={null}
        >
          {item.message && <p className="handled-text">{item.message}</p>}
          <Phone phone={item.phone} />
        </Card>
      ))}
    </ul>
  );
}
