import { useT } from '@dastarkhan/client';
import type { Address } from '@dastarkhan/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** "Delete this address?": Cancel is the safe choice. */
export function DeleteAddressDialog({
  address,
  busy,
  onDismiss,
  onConfirm,
}: {
  address: Address | null;
  busy: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={address !== null}
      title={t('addresses.deleteTitle')}
      text={t('addresses.deleteConfirm', { name: address?.name ?? '' })}
      keepLabel={t('addresses.cancel')}
      confirmLabel={t('addresses.deleteAction')}
      busyLabel={t('addresses.deleting')}
      busy={busy}
      classPrefix="addr"
      titleClassName="addr-section-title"
      onDismiss={onDismiss}
      onConfirm={onConfirm}
    />
  );
}
