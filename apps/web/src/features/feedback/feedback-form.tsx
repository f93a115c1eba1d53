import { apiErrorText, useT } from '@dastarkhan/client';
import type { FeedbackKind, OwnFeedback } from '@dastarkhan/domain';
import { FEEDBACK_TEXT_MAX, textProblem } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { StarInput } from '../../components/star-input';
import type { OrderChoice } from './feedback-orders';
import { sendFeedback } from './send-feedback';

const KINDS: FeedbackKind[] = ['RESTAURANT', 'SERVICE'];

/** What the message is about, an optional grade and order, and the message itself. */
export function FeedbackForm({
  orders,
  initialOrderId,
  onSent,
}: {
  orders: OrderChoice[];
  initialOrderId: number | null;
  onSent: (sent: OwnFeedback) => void;
}) {
  const { t, lang } = useT();
  const { authed } = useApi();
  const id = useId();
  const [kind, setKind] = useState<FeedbackKind>(initialOrderId ? 'SERVICE' : 'RESTAURANT');
  const [rating, setRating] = useState<number | null>(null);
  const [orderId, setOrderId] = useState<number | null>(initialOrderId);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problem = textProblem(text, FEEDBACK_TEXT_MAX, true);
    if (problem) return setError({ text: t(`msg.${problem}`, { max: FEEDBACK_TEXT_MAX }), field: 'text' });
    setSending(true);
    setError(null);
    setSent(false);
    const [failure, created] = await authed((api) => sendFeedback(api, { kind, rating, orderId, text }));
    setSending(false);
    if (failure || !created) {
      if (failure?.status === 401) return;
      setError({ text: apiErrorText(failure, lang, t('feedback.failed')), field: failure?.field });
      return;
    }
    setText('');
    setRating(null);
    setSent(true);
    onSent(created);
  }

  const errorId = `${id}-error`;
  const describe = (field: string) => (error?.field === field ? errorId : undefined);
  return (
    <form
      className="account-card feedback-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-legend`}
    >
      <span id={`${id}-legend`} className="visually-hidden">
        {t('feedback.title')}
      </span>
      <fieldset className="feedback-kinds">
        <legend>{t('feedback.kind')}</legend>
        <div className="feedback-segments">
          {KINDS.map((value) => (
            <label key={value} className={`feedback-segment${kind === value ? ' is-on' : ''}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {t(`feedback.kind.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="feedback-rating">
        <StarInput
          name={`${id}-rating`}
          legend={`${t('feedback.rating')} (${t('form.optional')})`}
          value={rating}
          onChange={setRating}
          describedBy={describe('rating')}
        />
        {rating !== null && (
          <button type="button" className="feedback-clear" onClick={() => setRating(null)}>
            {t('feedback.clearRating')}
          </button>
        )}
      </div>
      {orders.length > 0 && (
        <label className="form-field">
          <span>
            {t('feedback.order')} <span className="feedback-optional">({t('form.optional')})</span>
          </span>
          <select
            value={orderId ?? ''}
            onChange={(e) => setOrderId(e.target.value ? Number(e.target.value) : null)}
            aria-describedby={describe('orderId')}
          >
            <option value="">{t('feedback.noOrder')}</option>
            {orders.map((order) => (
              <option key={order.id} value={order.id}>
                {t('feedback.orderOption', { number: order.number })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="form-field">
        <span>{t('feedback.text')}</span>
        <textarea
          value={text}
          rows={5}
          maxLength={FEEDBACK_TEXT_MAX}
          required
          placeholder={t('feedback.textPlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            setSent(false);
          }}
          aria-invalid={error?.field === 'text' ? true : undefined}
          aria-describedby={describe('text') ?? `${id}-count`}
        />
      </label>
      <p id={`${id}-count`} className="feedback-count">
        {t('form.characters', { count: text.trim().length, max: FEEDBACK_TEXT_MAX })}
      </p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error.text}
        </p>
      )}
      <p className="feedback-sent" role="status">
        {sent ? t('feedback.sent') : ''}
      </p>
      <button type="submit" className="button button-primary" aria-disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
