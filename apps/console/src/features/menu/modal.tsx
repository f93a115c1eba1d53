import { type ReactNode, useEffect, useRef } from 'react';

/** A modal dialog that is open while `open` is true; Escape or the backdrop's close calls onClose. */
export function Modal({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`menu-modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onClose={() => open && onClose()}
    >
      {open && children}
    </dialog>
  );
}
