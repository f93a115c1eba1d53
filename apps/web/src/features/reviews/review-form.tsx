import { apiErrorText, useT } from '@dastarkhan/client';
import type { OwnReview } from '@dastarkhan/domain';
import { REVIEW_TEXT_MAX, textProblem } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { StarInput } from '../../components/star-input';
import { createReview } from './create-review';

/** Stars and a comment for one order line; checks what the server would refuse before sending. */
export function ReviewForm({
  orderItemId,
  dishName,
  onDone,
  onCancel,
}: {
  orderItemId: number;
  dishName: string;
  onDone: (review: OwnReview) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useT();
  const { authed } = useApi();
  const id = useId();
  const [grade, setGrade] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (grade === null) return setError({ text: t('reviews.chooseGrade'), field: 'grade' });
    const problem = textProblem(text, REVIEW_TEXT_MAX, false);
    if (problem) return setError({ text: t(`msg.${problem}`, { max: REVIEW_TEXT_MAX }), field: 'text' });
    setSending(true);
    setError(null);
    const [failure, review] = await authed((api) => createReview(api, { orderItemId, grade, text }));
    setSending(false);
    if (failure || !review) {
      if (failure?.status === 401) return;
      setError({ text: apiErrorText(failure, lang, t('reviews.failed')), field: failure?.field });
      return;
    }
    onDone({ id: review.id, grade: review.grade, text: review.text, createdDate: review.createdDate });
  }

  const errorId = `${id}-error`;
  return (
    <form
      className="review-form"
      onSubmit={submit}
      noValidate
      aria-label={t('reviews.rateDish', { name: dishName })}
    >
      <StarInput
        name={`${id}-grade`}
        legend={t('reviews.gradeFor', { name: dishName })}
        value={grade}
        onChange={(value) => {
          setGrade(value);
          if (error?.field === 'grade') setError(null);
        }}
        describedBy={error?.field === 'grade' ? errorId : undefined}
        invalid={error?.field === 'grade'}
      />
      <label className="form-field">
        <span>
          {t('reviews.text')} <span className="review-form-optional">({t('form.optional')})</span>
        </span>
        <textarea
          value={text}
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          placeholder={t('reviews.textPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error?.field === 'text' ? true : undefined}
          aria-describedby={error?.field === 'text' ? errorId : `${id}-count`}
        />
      </label>
      <p id={`${id}-count`} className="review-form-count">
        {t('form.characters', { count: text.trim().length, max: REVIEW_TEXT_MAX })}
      </p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error.text}
        </p>
      )}
      <div className="review-form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('reviews.cancel')}
        </button>
        <button type="submit" className="button button-primary" aria-disabled={sending}>
          {sending ? t('reviews.sending') : t('reviews.send')}
        </button>
      </div>
    </form>
  );
}
