import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/i18n-context';

/**
 * "Cancel this order?" in a native modal dialog: focus stays inside, Escape closes it, and the
 * safe choice (keep the order) has the focus when it opens.
 */
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
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      keep.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="order-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        if (open) onDismiss();
      }}
    >
      <h2 id={`${id}-title`} className="order-block-title">
        {t('orders.cancelTitle')}
      </h2>
      <p id={`${id}-text`}>{t('orders.cancelText', { number })}</p>
      <div className="order-dialog-actions">
        <button ref={keep} type="button" className="button" onClick={onDismiss} disabled={busy}>
          {t('orders.cancelKeep')}
        </button>
        <button type="button" className="button order-danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('orders.canceling') : t('orders.cancelConfirm')}
        </button>
      </div>
    </dialog>
  );
}
