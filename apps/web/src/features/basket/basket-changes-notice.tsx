import { useT } from '@dastarkhan/client';

export interface BasketChanges {
  repriced: string[];
  removed: string[];
}

/**
 * What changed in the basket since its products were added (issue 17): prices moved, products no
 * longer sold. It stays until dismissed, so a customer who looked away still reads it.
 */
export function BasketChangesNotice({
  changes,
  onDismiss,
}: {
  changes: BasketChanges | null;
  onDismiss(): void;
}) {
  const { t } = useT();
  if (!changes || (changes.repriced.length === 0 && changes.removed.length === 0)) return null;
  return (
    <div className="basket-changes" role="status">
      {changes.repriced.length > 0 && <p>{t('basket.repriced', { names: changes.repriced.join(', ') })}</p>}
      {changes.removed.length > 0 && <p>{t('basket.removed', { names: changes.removed.join(', ') })}</p>}
      <button type="button" className="button basket-changes-dismiss" onClick={onDismiss}>
        {t('basket.noticeDismiss')}
      </button>
    </div>
  );
}
