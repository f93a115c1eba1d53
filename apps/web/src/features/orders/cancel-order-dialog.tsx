import { useT } from '@dastarkhan/client';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** "Cancel this order?": keeping the order is the safe choice. */
export function CancelOrderDialog({
  open,
  number,
  busy,
  onDismiss,
  onConfirm,
}: {
  open: boolean;
  number: number;
  busy: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('orders.cancelTitle')}
      text={t('orders.cancelText', { number })}
      keepLabel={t('orders.cancelKeep')}
      confirmLabel={t('orders.cancelConfirm')}
      busyLabel={t('orders.canceling')}
      busy={busy}
      classPrefix="order"
      titleClassName="order-block-title"
      onDismiss={onDismiss}
      onConfirm={onConfirm}
    />
  );
}
