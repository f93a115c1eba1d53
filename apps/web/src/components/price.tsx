import { useT } from '@dastarkhan/client';
import { formatSom } from '@dastarkhan/domain/client';

/** A so'm amount in the page's language; the old price struck through when discounted. */
export function Price({
  amount,
  old,
  className,
}: {
  amount: number;
  old?: number | null;
  className?: string;
}) {
  const { lang } = useT();
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price-now">{formatSom(amount, lang)}</span>
      {old && old > amount ? <s className="price-old">{formatSom(old, lang)}</s> : null}
    </span>
  );
}
