import { type RefObject, useRef } from 'react';

const CLOSE_DISTANCE_PX = 110;

/**
 * Drag the sheet's handle down to close it (the gesture phones teach). Returns the handle's
 * pointer handlers; the sheet follows the finger and springs back when let go early.
 */
export function useSheetDrag(
  ref: RefObject<HTMLDialogElement | null>,
  enabled: boolean,
  onClose: () => void,
) {
  const start = useRef<number | null>(null);
  if (!enabled) return {};
  const move = (y: number) => {
    const dialog = ref.current;
    if (!dialog || start.current === null) return;
    dialog.style.transform = `translateY(${Math.max(0, y - start.current)}px)`;
  };
  return {
    onPointerDown: (event: React.PointerEvent<HTMLElement>) => {
      start.current = event.clientY;
      event.currentTarget.setPointerCapture(event.pointerId);
      ref.current?.classList.add('is-dragging');
    },
    onPointerMove: (event: React.PointerEvent<HTMLElement>) => move(event.clientY),
    onPointerUp: (event: React.PointerEvent<HTMLElement>) => {
      const dialog = ref.current;
      const distance = start.current === null ? 0 : event.clientY - start.current;
      start.current = null;
      dialog?.classList.remove('is-dragging');
      if (distance > CLOSE_DISTANCE_PX) onClose();
      else if (dialog) dialog.style.transform = '';
    },
    onPointerCancel: () => {
      start.current = null;
      ref.current?.classList.remove('is-dragging');
      if (ref.current) ref.current.style.transform = '';
    },
  };
}
