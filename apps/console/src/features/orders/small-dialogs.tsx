import { useT } from '@dastarkhan/client';
import type { OrderCourier } from '@dastarkhan/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/session';

/** A modal <dialog> opened on mount (focus kept inside, Escape closes). */
function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="small-dialog"
      aria-labelledby="small-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="small-dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}

/** Who takes the delivery: the merchant's couriers (GET /deliveries/v1/operator/couriers). */
export function CourierDialog({
  current,
  onChoose,
  onClose,
}: {
  current: number | null;
  onChoose: (courierId: number) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const api = useApi();
  const [couriers, setCouriers] = useState<OrderCourier[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per opening.
  useEffect(() => {
    void api.get<OrderCourier[]>('/deliveries/v1/operator/couriers').then(([failure, list]) => {
      if (failure) setError(failure.text);
      else setCouriers(list);
    });
  }, []);
  return (
    <Modal title={t('orders.chooseCourier')} onClose={onClose}>
      {error && <p role="alert">{error}</p>}
      {!couriers && !error && (
        <div className="courier-list" aria-busy="true">
          <span className="skeleton board-skeleton board-skeleton-button" />
          <span className="skeleton board-skeleton board-skeleton-button" />
        </div>
      )}
      {couriers && couriers.length === 0 && <p>{t('orders.noCouriers')}</p>}
      {couriers && couriers.length > 0 && (
        <ul className="courier-list">
          {couriers.map((courier) => (
            <li key={courier.id}>
              <button
                type="button"
                className={`button courier-choice${courier.id === current ? ' button-primary' : ''}`}
                onClick={() => onChoose(courier.id)}
              >
                {[courier.firstName, courier.lastName].filter(Boolean).join(' ') || courier.phone}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="small-dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('orders.cancel')}
        </button>
      </div>
    </Modal>
  );
}

const KEYS = [
  ['A', 'orders.keys.accept'],
  ['R', 'orders.keys.reject'],
  ['N', 'orders.keys.next'],
  ['J / K', 'orders.keys.move'],
  ['/', 'orders.keys.find'],
  ['?', 'orders.keys.help'],
] as const;

export function KeysDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal title={t('orders.keys')} onClose={onClose}>
      <dl className="keys-list">
        {KEYS.map(([key, text]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
      <div className="small-dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('orders.close')}
        </button>
      </div>
    </Modal>
  );
}
