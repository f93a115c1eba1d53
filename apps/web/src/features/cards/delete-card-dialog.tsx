import { useT } from '@dastarkhan/client';
import type { Card } from '@dastarkhan/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useCardLabel } from './card-face';

/** "Delete this card?": Cancel is the safe choice. */
export function DeleteCardDialog({
  card,
  busy,
  onDismiss,
  onConfirm,
}: {
  card: Card | null;
  busy: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
  const { t } = useT();
  const label = useCardLabel();
  return (
    <ConfirmDialog
      open={card !== null}
      title={t('cards.deleteTitle')}
      text={t('cards.deleteConfirm', { card: card ? label(card) : '' })}
      keepLabel={t('cards.cancel')}
      confirmLabel={t('cards.deleteAction')}
      busyLabel={t('cards.deleting')}
      busy={busy}
      classPrefix="cards"
      titleClassName="cards-section-title"
      onDismiss={onDismiss}
      onConfirm={onConfirm}
    />
  );
}
