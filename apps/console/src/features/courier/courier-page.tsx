import { useT, useToast } from '@dastarkhan/client';
import type { OrderDetails, OrdersPage } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { useApi } from '../../app/session';
import { useStaff } from '../../app/staff';
import { useStaffStream } from '../../app/staff-stream';
import { ScreenTitle } from '../../components/screen-title';
import { CourierCard } from './courier-card';
import { LocationPanel } from './location-panel';
import { useLocationSharing } from './use-location-sharing';
import './courier.css';

/** Orders a courier still has to carry: given to them and not yet delivered. */
const CARRIED = ['ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY'];
/** The staff stream brings changes at once; the list is read again this often anyway (a quiet proxy). */
const SAFETY_REFETCH_MS = 60_000;

/** My deliveries, the one on its way first, then in the order they came. */
function carried(orders: readonly OrderDetails[]): OrderDetails[] {
  return orders
    .filter((o) => CARRIED.includes(o.status))
    .sort((a, b) => Number(b.status === 'ON_WAY') - Number(a.status === 'ON_WAY') || a.id - b.id);
}

type State =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; orders: OrderDetails[] };

/** `/console/courier`: my deliveries, phone first; the position shared while one is on its way. */
export function CourierPage() {
  const { t } = useT();
  const api = useApi();
  const toast = useToast();
  const staff = useStaff();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    const [error, page] = await api.get<OrdersPage>('/orders/v1/operator/orders', {
      board: 'true',
      size: 100,
    });
    setState((prev) =>
      error
        ? prev.status === 'ready'
          ? prev
          : { status: 'error', text: error.text }
        : { status: 'ready', orders: carried(page.content) },
    );
  }, [api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, not again for a new language.
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), SAFETY_REFETCH_MS);
    return () => clearInterval(timer);
  }, []);

  // Live: the server sends a courier only the orders given to them; a change replaces its card.
  useStaffStream({
    onResync: () => void load(),
    onChange: ({ order }) =>
      setState((prev) =>
        prev.status === 'ready'
          ? { status: 'ready', orders: carried([...prev.orders.filter((o) => o.id !== order.id), order]) }
          : prev,
      ),
  });

  const onWay = state.status === 'ready' && state.orders.some((o) => o.status === 'ON_WAY');
  const sharing = useLocationSharing(api, staff.courierId, onWay);

  const move = async (order: OrderDetails, status: 'ON_WAY' | 'DELIVERED') => {
    setBusy(order.id);
    const [error] = await api.put<OrderDetails>(`/orders/v1/operator/orders/${order.id}/status`, {
      status,
      version: order.version,
    });
    setBusy(null);
    if (error)
      toast({ kind: 'error', text: error.code === 'ORDER_CHANGED' ? t('courier.changed') : error.text });
    else if (status === 'DELIVERED')
      toast({ kind: 'success', text: t('courier.deliveredToast', { number: order.number }) });
    await load();
  };

  return (
    <div className="courier">
      <ScreenTitle title={t('courier.title')} suffix={useMerchantName()} />
      {onWay && <LocationPanel sharing={sharing} />}
      {state.status === 'loading' && (
        <div className="courier-list" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="courier-card skeleton" />
          <div className="courier-card skeleton" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="courier-empty" role="alert">
          <p>{state.text}</p>
          <button type="button" className="button button-primary" onClick={() => void load()}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.orders.length === 0 ? (
          <p className="courier-empty">{t('courier.empty')}</p>
        ) : (
          <ul className="courier-list" aria-label={t('courier.mine')}>
            {state.orders.map((order) => (
              <li key={order.id}>
                <CourierCard
                  order={order}
                  busy={busy === order.id}
                  onMove={(status) => void move(order, status)}
                />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
