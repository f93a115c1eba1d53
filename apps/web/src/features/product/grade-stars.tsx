import { useT } from '@dastarkhan/client';

/** Five stars filled to the grade (0..5, tenths), read out as "Rated 4.3 out of 5". */
export function GradeStars({ grade, size = 'md' }: { grade: number; size?: 'sm' | 'md' }) {
  const { t } = useT();
  const rounded = Math.round(grade * 10) / 10;
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={t('product.rating', { grade: rounded })}>
      <span className="stars-empty" aria-hidden="true">
        ★★★★★
      </span>
      <span
        className="stars-fill"
        aria-hidden="true"
        style={{ width: `${(Math.min(5, Math.max(0, grade)) / 5) * 100}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
