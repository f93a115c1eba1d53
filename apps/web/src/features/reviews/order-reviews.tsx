import { apiErrorText, useT } from '@dastarkhan/client';
import type { OrderStatus } from '@dastarkhan/domain';
import { isReviewableStatus } from '@dastarkhan/domain/client';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ReviewForm } from './review-form';
import { useOrderReviews } from './use-order-reviews';
import './reviews.css';

/**
 * The order page's rating block (decision 015): once the order is received (DELIVERED or
 * CLOSED), each dish gets a "Rate" action, once; what I said stays on its line. Always ends with
 * the link to write about the order.
 */
export function OrderReviews({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const { t } = useT();
  const received = isReviewableStatus(status);
  const feedback = (
    <Link className="order-feedback-link" to={`/profile/feedback?orderId=${orderId}`}>
      {t('reviews.feedbackLink')}
      <span aria-hidden="true"> ›</span>
    </Link>
  );
  if (!received) return <p className="order-feedback-row">{feedback}</p>;
  return <ReceivedOrderReviews orderId={orderId} feedback={feedback} />;
}

function ReceivedOrderReviews({ orderId, feedback }: { orderId: number; feedback: React.ReactNode }) {
  const { t, tx, lang } = useT();
  const id = useId();
  const { loading, reload, reviewed } = useOrderReviews(orderId);
  const [open, setOpen] = useState<number | null>(null);
  const [thanked, setThanked] = useState<number | null>(null);

  let body: React.ReactNode;
  if (loading.status === 'loading') {
    body = (
      <div role="status" aria-label={t('reviews.loading')}>
        <div className="skeleton review-line-skeleton" />
        <div className="skeleton review-line-skeleton" />
      </div>
    );
  } else if (loading.status === 'error') {
    body = (
      <div className="review-load-error">
        <p className="form-error" role="alert">
          {apiErrorText(loading.error, lang, t('reviews.loadFailed'))}
        </p>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('error.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <ul className="review-lines">
        {loading.data.lines.map((line) => {
          const name = tx(line.name);
          return (
            <li key={line.orderItemId} className="review-line" data-order-item={line.orderItemId}>
              <div className="review-line-head">
                <span className="review-line-name">
                  {line.productId !== null ? <Link to={`/product/${line.productId}`}>{name}</Link> : name}
                </span>
                {line.review === null && line.productId !== null && open !== line.orderItemId && (
                  <button
                    type="button"
                    className="button review-rate"
                    onClick={() => setOpen(line.orderItemId)}
                    aria-label={t('reviews.rateDish', { name })}
                  >
                    <span aria-hidden="true">★ </span>
                    {t('reviews.rate')}
                  </button>
                )}
              </div>
              {line.review === null && line.productId === null && (
                <p className="review-line-note">{t('reviews.unavailable')}</p>
              )}
              {line.review !== null && (
                <div className="review-own">
                  <span className="review-own-label">{t('reviews.yours')}</span>
                  <span
                    className="review-own-stars"
                    role="img"
                    aria-label={t('stars.option', { grade: line.review.grade })}
                  >
                    <span aria-hidden="true">
                      {'★'.repeat(line.review.grade)}
                      <span className="review-own-off">{'★'.repeat(5 - line.review.grade)}</span>
                    </span>
                  </span>
                  {line.review.text && <p className="review-own-text">{line.review.text}</p>}
                </div>
              )}
              {thanked === line.orderItemId && (
                <p className="review-thanks" role="status">
                  {t('reviews.thanks')}
                </p>
              )}
              {open === line.orderItemId && (
                <ReviewForm
                  orderItemId={line.orderItemId}
                  dishName={name}
                  onCancel={() => setOpen(null)}
                  onDone={(review) => {
                    reviewed(line.orderItemId, review);
                    setOpen(null);
                    setThanked(line.orderItemId);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="order-block order-reviews" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-block-title">
        {t('reviews.title')}
      </h2>
      <p className="order-reviews-intro">{t('reviews.intro')}</p>
      {body}
      <p className="order-feedback-row">{feedback}</p>
    </section>
  );
}
