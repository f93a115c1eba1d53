import { type ApiResult, formatTashkentDate, useT } from '@dastarkhan/client';
import type { OwnFeedback } from '@dastarkhan/domain';
import { useLocation } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import type { Session } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';
import { useLoaded } from '../../lib/use-loaded';
import { FeedbackForm } from './feedback-form';
import { type OrderChoice, orderChoices, orderIdFromSearch } from './feedback-orders';
import { getOwnFeedback } from './get-own-feedback';
import { getOrder, getRecentOrders } from './get-recent-orders';
import './feedback.css';

/**
 * `/profile/feedback` (decision 015): a message about the restaurant or the service, optionally
 * about one of my orders (`?orderId=` when opened from an order). Signed-in customers only.
 */
export function FeedbackScreen() {
  const { t } = useT();
  return (
    <AccountGate title={t('feedback.title')} skeletonRows={4}>
      {(session) => <FeedbackView session={session} />}
    </AccountGate>
  );
}

interface FeedbackData {
  orders: OrderChoice[];
  sent: OwnFeedback[];
}

function FeedbackView({ session }: { session: Session }) {
  const { t, lang } = useT();
  const { authed } = useApi();
  const { search } = useLocation();
  const openedId = orderIdFromSearch(search);
  // Once per visit and opened order (authed changes identity with the language, not the data).
  // Nothing fails here: without an answer the form offers no orders and no history. A changed
  // question keeps the form on screen until its answer.
  const { state, update } = useLoaded(
    async (): Promise<ApiResult<FeedbackData>> => {
      const [[, page], [, opened], [, mine]] = await Promise.all([
        authed((api) => getRecentOrders(api, session.user.id)),
        openedId ? authed((api) => getOrder(api, openedId)) : Promise.resolve([null, null] as const),
        authed((api) => getOwnFeedback(api)),
      ]);
      const recent = (page?.content ?? []).map((o) => ({ id: o.id, number: o.number }));
      // An order that is not mine (or unknown) is simply not offered: the form opens without it.
      const orders = orderChoices(recent, opened ? { id: opened.id, number: opened.number } : null);
      return [null, { orders, sent: mine ?? [] }];
    },
    [session.user.id, openedId],
    { quiet: true },
  );
  const orders = state.status === 'ready' ? state.data.orders : null;
  const sent = state.status === 'ready' ? state.data.sent : null;

  return (
    <section className="account-page" aria-labelledby="feedback-title">
      <h1 id="feedback-title" className="account-title">
        {t('feedback.title')}
      </h1>
      <p className="feedback-intro">{t('feedback.intro')}</p>
      {orders === null ? (
        <div role="status" aria-label={t('feedback.loading')}>
          <div className="skeleton feedback-skeleton" />
        </div>
      ) : (
        <FeedbackForm
          orders={orders}
          initialOrderId={orders.some((o) => o.id === openedId) ? openedId : null}
          onSent={(created) => update((data) => ({ ...data, sent: [created, ...data.sent] }))}
        />
      )}
      {sent !== null && sent.length > 0 && (
        <section className="feedback-history" aria-labelledby="feedback-history-title">
          <h2 id="feedback-history-title" className="feedback-history-title">
            {t('feedback.history')}
          </h2>
          <ul className="feedback-list">
            {sent.map((item) => (
              <li key={item.id} className="account-card feedback-item">
                <p className="feedback-item-meta">
                  <span className="feedback-item-kind">{t(`feedback.kind.${item.kind}`)}</span>
                  {item.orderNumber !== null && (
                    <span>{t('feedback.orderOption', { number: item.orderNumber })}</span>
                  )}
                  {item.rating !== null && (
                    <span role="img" aria-label={t('stars.option', { grade: item.rating })}>
                      <span aria-hidden="true" className="feedback-item-stars">
                        {'★'.repeat(item.rating)}
                      </span>
                    </span>
                  )}
                  <time dateTime={item.createdDate}>{formatTashkentDate(item.createdDate, lang)}</time>
                </p>
                <p className="feedback-item-text">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
