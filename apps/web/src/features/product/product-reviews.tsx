import { useT } from '@dastarkhan/client';
import type { Language } from '@dastarkhan/domain';
import { GradeStars } from './grade-stars';
import type { ReviewView } from './product-view';

/** The `lang` attribute of a review's text, so a screen reader reads it in its own language. */
const HTML_LANG: Record<Language, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** dd.mm.yyyy in Tashkent time, by hand: the same text on the server and in any browser. */
function reviewDate(iso: string) {
  const date = new Date(Date.parse(iso) + TASHKENT_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** Customer reviews, read-only (spec §2), with the spec's "no reviews" state. */
export function ProductReviews({
  reviews,
  count,
  grade,
  headingId,
  level,
}: {
  reviews: ReviewView[];
  count: number;
  grade: number | null;
  headingId: string;
  level: 2 | 3;
}) {
  const { t, lang } = useT();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="reviews" aria-labelledby={headingId}>
      <div className="reviews-head">
        <Heading id={headingId} className="section-title">
          {t('product.reviews')}
        </Heading>
        {count > 0 && (
          <span className="reviews-summary">
            {grade !== null && <strong>{grade.toFixed(1)}</strong>}
            {grade !== null && <GradeStars grade={grade} size="sm" />}
            <span>{t('product.reviewCount', { count })}</span>
          </span>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className="reviews-empty">{t('product.noReviews')}</p>
      ) : (
        <ul className="review-list">
          {reviews.map((review) => (
            <li key={review.id} className="review">
              <div className="review-head">
                <span className="review-avatar" aria-hidden="true">
                  {(review.authorName ?? t('product.anonymous')).slice(0, 1).toUpperCase()}
                </span>
                <span className="review-author">{review.authorName ?? t('product.anonymous')}</span>
                <time className="review-date" dateTime={review.createdDate}>
                  {reviewDate(review.createdDate)}
                </time>
              </div>
              <GradeStars grade={review.grade} size="sm" />
              {review.text && (
                <p className="review-text" lang={review.language ? HTML_LANG[review.language] : undefined}>
                  {review.text}
                </p>
              )}
              {review.text && review.language && review.language !== lang && (
                <p className="review-lang">{t(`product.reviewIn.${review.language}`)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
