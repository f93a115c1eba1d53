import { useEffect, useId, useRef } from 'react';

/**
 * A yes/no question in a native modal dialog: focus stays inside, Escape answers "no" (except
 * while the action runs), and the safe choice has the focus when it opens. The feature passes its
 * texts and its class names (`<prefix>-dialog`, `<prefix>-dialog-actions`, `<prefix>-danger`).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  classPrefix,
  titleClassName,
  onDismiss,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  classPrefix: string;
  titleClassName: string;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
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
      className={`${classPrefix}-dialog`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape closes a native dialog by itself: not while the action runs, and React's state follows.
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        if (open) onDismiss();
      }}
    >
      <h2 id={`${id}-title`} className={titleClassName}>
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className={`${classPrefix}-dialog-actions`}>
        <button ref={keep} type="button" className="button" onClick={onDismiss} disabled={busy}>
          {keepLabel}
        </button>
        <button type="button" className={`button ${classPrefix}-danger`} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
