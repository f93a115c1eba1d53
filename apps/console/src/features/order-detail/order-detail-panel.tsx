import { useT } from '@dastarkhan/client';
import { type ReactNode, useEffect, useRef } from 'react';
import { OrderDetailBody } from './order-detail-body';
import { useStaffOrder } from './use-staff-order';
import './order-detail.css';

export interface OrderDetailPanelProps {
  orderId: number;
  onClose: () => void;
  /** The order's latest `version` the caller knows (the board's stream): a newer one reloads the panel. */
  version?: number;
}

/**
 * One order in full: a side panel from a tablet up, a full-screen sheet on a phone. A modal
 * `<dialog>`: focus moves in and stays, Esc and the close button call `onClose`, the board
 * behind keeps its place.
 */
export function OrderDetailPanel({ orderId, onClose, version }: OrderDetailPanelProps) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { state, reload } = useStaffOrder(orderId, version);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    node.addEventListener('cancel', cancel);
    return () => {
      node.removeEventListener('cancel', cancel);
      if (node.open) node.close();
    };
  }, []);

  const number = state.status === 'ready' ? state.order.number : null;
  return (
    <dialog
      ref={dialog}
      className="od-panel"
      aria-labelledby="od-title"
      aria-busy={state.status === 'loading'}
    >
      <div className="od-bar">
        <h2 id="od-title" className="od-title">
          {number ? t('orderDetail.title', { number }) : t('orderDetail.loading')}
        </h2>
        <button
          type="button"
          className="od-close"
          onClick={() => onCloseRef.current()}
          aria-label={t('orderDetail.close')}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="od-scroll">
        {state.status === 'loading' && <Skeleton />}
        {state.status === 'error' && (
          <Notice>
            <p role="alert">{state.error.text}</p>
            <button type="button" className="button button-primary" onClick={reload}>
              {t('shell.retry')}
            </button>
          </Notice>
        )}
        {state.status === 'ready' && <OrderDetailBody order={state.order} />}
      </div>
    </dialog>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <div className="od-notice">{children}</div>;
}

/** The shape of the panel while it loads: no spinner, no jump when the order arrives. */
function Skeleton() {
  return (
    <div className="od-skeleton" aria-hidden="true">
      <div className="skeleton sk-head" />
      <div className="skeleton sk-line" />
      <div className="skeleton sk-line sk-short" />
      <div className="skeleton sk-block" />
      <div className="skeleton sk-block" />
    </div>
  );
}
