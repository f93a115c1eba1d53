import { type RefObject, useEffect, useRef } from 'react';

let locks = 0;
let restoreScroll: (() => void) | null = null;

/** Locks the page behind a dialog (counted, so a viewer over the overlay unlocks only once). */
function lockScroll() {
  if (locks++ === 0) {
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const before = { overflow: documentElement.style.overflow, padding: body.style.paddingRight };
    documentElement.style.overflow = 'hidden';
    // The page must not shift sideways when its scrollbar disappears.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    restoreScroll = () => {
      documentElement.style.overflow = before.overflow;
      body.style.paddingRight = before.padding;
    };
  }
  return () => {
    if (--locks === 0) restoreScroll?.();
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native modal <dialog> (top layer, inert page behind it) with what the storefront adds: Escape
 * and a backdrop click call `onClose` (the caller owns the open state, e.g. `?product=ID`), Tab
 * wraps inside, the page behind does not scroll, and focus returns to the opener.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Not the scrollable body (Chrome focuses scrollers): the control marked for it.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const unlock = lockScroll();
    let pressedOnBackdrop = false;

    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // Chrome may close without `cancel` (Escape pressed twice without a click in between).
    const onNativeClose = () => close.current();
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      // Only a press and release both on the backdrop: a text selection dragged out must stay.
      if (event.target === dialog && pressedOnBackdrop) close.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog nested in this one (the photo viewer) handles its own keys.
      if (event.key !== 'Tab' || (event.target as Element).closest('dialog') !== dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref]);
}
