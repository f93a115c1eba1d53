import { TOAST_DURATION_MS, TOAST_GAP_PX } from '@dastarkhan/domain/client';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../i18n/i18n-context';

export type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  title?: string;
  text: string;
}

const ToastContext = createContext<((toast: Omit<Toast, 'id'>) => void) | null>(null);

/** `const toast = useToast(); toast({ kind: 'success', text })`. */
export function useToast() {
  const push = useContext(ToastContext);
  if (!push) throw new Error('useToast outside ToastProvider');
  return push;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (toast: Omit<Toast, 'id'>) => setToasts((list) => [...list, { ...toast, id: nextId++ }]),
    [],
  );
  const { t } = useT();
  return (
    <ToastContext.Provider value={push}>
      {children}
      <section className="toasts" aria-label={t('toast.region')} style={{ gap: TOAST_GAP_PX }}>
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            onClose={() => close(toast.id)}
            closeLabel={t('toast.close')}
          />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/**
 * Spec §4: closes itself after 4500 ms, stays open while hovered, closes on Escape and pauses on
 * Delete or Backspace (so a reader can keep it while deciding).
 */
function ToastItem({
  toast,
  onClose,
  closeLabel,
}: {
  toast: Toast;
  onClose: () => void;
  closeLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused || hovered) return;
    startedAt.current = Date.now();
    const timer = setTimeout(onClose, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, hovered, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Delete' || event.key === 'Backspace') setPaused(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const role = useMemo(() => (toast.kind === 'error' ? 'alert' : 'status'), [toast.kind]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the timer; keyboards have Delete/Backspace.
    <div
      className={`toast toast-${toast.kind}`}
      role={role}
      data-paused={paused || hovered ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="toast-body">
        {toast.title && <strong>{toast.title}</strong>}
        <span>{toast.text}</span>
      </div>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
