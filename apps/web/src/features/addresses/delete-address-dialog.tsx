import type { Address } from '@dastarkhan/domain';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/i18n-context';

/**
 * "Delete this address?" in a native modal dialog: focus stays inside, Escape cancels, and the
 * safe choice (Cancel) has the focus when it opens.
 */
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
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (address && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!address && element.open) {
      element.close();
    }
  }, [address]);

  return (
    <dialog
      ref={dialog}
      className="addr-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape closes a native dialog by itself: not while deleting, and React's state follows.
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        if (address) onDismiss();
      }}
    >
      <h2 id={`${id}-title`} className="addr-section-title">
        {t('addresses.deleteTitle')}
      </h2>
      <p id={`${id}-text`}>{t('addresses.deleteConfirm', { name: address?.name ?? '' })}</p>
      <div className="addr-dialog-actions">
        <button ref={cancel} type="button" className="button" onClick={onDismiss} disabled={busy}>
          {t('addresses.cancel')}
        </button>
        <button type="button" className="button addr-danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('addresses.deleting') : t('addresses.deleteAction')}
        </button>
      </div>
    </dialog>
  );
}
