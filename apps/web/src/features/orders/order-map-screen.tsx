import { useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { branchAddress, isDeliveryService, orderStatusLabel } from '@dastarkhan/domain/client';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import type { Session } from '../../app/session/session-store';
import { useTenant } from '../../app/startup/tenant-context';
import { useHydrated } from '../../lib/use-hydrated';
import { type OrderPoint, type OrderPointKind, orderPoints } from './map-points';
import type { OrderMapLabels } from './order-map';
import { OrderLoadProblem } from './order-states';
import { LiveNote } from './order-status-card';
import { isOrderOver, statusTone } from './order-view';
import { POINT_GLYPHS } from './point-glyphs';
import { useOrder } from './use-order';
import './orders.css';
import './order-map.css';

// Its own chunk: Leaflet reaches only the screens with a map.
const OrderMap = lazy(() => import('./order-map'));

/** `/profile/orders/{id}/map` (spec §2): the branch, the destination and the courier, live. */
export function OrderMapScreen({ orderId }: { orderId: number | null }) {
  const { t } = useT();
  return (
    <AccountGate title={t('orders.map.titleLoading')} skeletonRows={4}>
      {(session) =>
        orderId === null ? (
          <OrderLoadProblem notFound />
        ) : (
          <OrderMapView key={orderId} orderId={orderId} session={session} />
        )
      }
    </AccountGate>
  );
}

function OrderMapView({ orderId, session }: { orderId: number; session: Session }) {
  const { t, tx } = useT();
  const id = useId();
  // The courier's position comes with the stream, like the status.
  const { load, stream, reload } = useOrder(orderId, session);
  const order = load.status === 'ready' ? load.data : null;

  if (load.status === 'error') return <OrderLoadProblem error={load.error} onRetry={() => void reload()} />;

  return (
    <section className="order-map-page" aria-labelledby={`${id}-title`}>
      <Link className="order-back" to={`/profile/orders/${orderId}`}>
        <span aria-hidden="true">←</span> {t('orders.map.back')}
      </Link>
      <h1 id={`${id}-title`} className="account-title">
        {order ? t('orders.map.title', { number: order.number }) : t('orders.map.titleLoading')}
      </h1>
      {order ? (
        <>
          <div className={`order-map-status order-status-${statusTone(order.status)}`} data-stream={stream}>
            <p className="order-map-status-label" aria-live="polite" aria-atomic="true">
              {tx(orderStatusLabel(order.status, order.serviceType))}
            </p>
            <LiveNote state={stream} />
          </div>
          <OrderMapBody order={order} />
        </>
      ) : (
        <div aria-hidden="true">
          <div className="skeleton order-map-skeleton-status" />
          <div className="order-map-layout">
            <div className="maps-frame order-map-frame skeleton" />
            <div className="skeleton order-map-skeleton-list" />
          </div>
        </div>
      )}
    </section>
  );
}

function OrderMapBody({ order }: { order: OrderDetails }) {
  const { t, tx, lang } = useT();
  const { mapTileUrl } = useTenant();
  const hydrated = useHydrated();
  const branchName = tx(order.branchDetails.name);
  const points = useStablePoints(orderPoints(order, branchName, branchAddress(order.branchDetails, lang)));
  const labels: OrderMapLabels = useMemo(
    () => ({
      region: t('orders.map.region'),
      loading: t('orders.map.loading'),
      tilesFailed: t('orders.map.tilesFailed'),
      unavailable: t('orders.map.unavailable'),
      kinds: {
        branch: t('orders.map.branch'),
        destination: t('orders.map.destination'),
        courier: t('orders.map.courier'),
      },
    }),
    [t],
  );
  const frame = <div className="maps-frame order-map-frame skeleton" aria-hidden="true" />;

  return (
    <div className="order-map-layout">
      {hydrated ? (
        <Suspense fallback={frame}>
          <OrderMap points={points} tileUrl={mapTileUrl} labels={labels} />
        </Suspense>
      ) : (
        frame
      )}
      <PointList order={order} points={points} labels={labels} />
    </div>
  );
}

/** The points in words: the map's legend, and all there is when no map can be drawn. */
function PointList({
  order,
  points,
  labels,
}: {
  order: OrderDetails;
  points: readonly OrderPoint[];
  labels: OrderMapLabels;
}) {
  const { t } = useT();
  const id = useId();
  const courierShown = points.some((point) => point.kind === 'courier');
  const delivery = isDeliveryService(order.serviceType);
  return (
    <section className="order-block order-map-points" aria-labelledby={`${id}-points`}>
      <h2 id={`${id}-points`} className="order-block-title">
        {t('orders.map.points')}
      </h2>
      <ul className="order-map-list">
        {points.map((point) => (
          <li key={point.kind} className="order-map-point">
            <PointIcon kind={point.kind} />
            <span className="order-map-point-text">
              <span className="order-map-point-kind">{labels.kinds[point.kind]}</span>
              <span className="order-map-point-title">{point.title}</span>
              {point.subtitle && <span className="order-map-point-sub">{point.subtitle}</span>}
            </span>
          </li>
        ))}
        {delivery && !courierShown && !isOrderOver(order.status) && (
          <li className="order-map-point order-map-point-muted">
            <PointIcon kind="courier" off />
            <span className="order-map-point-text">
              <span className="order-map-point-kind">{labels.kinds.courier}</span>
              <span className="order-map-point-title">
                {order.courier ? t('orders.map.courierUnknown') : t('orders.map.noCourier')}
              </span>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}

/** A marker's face beside its name in the list, like on the map. */
function PointIcon({ kind, off = false }: { kind: OrderPointKind; off?: boolean }) {
  return (
    <span
      className={`order-marker order-marker-${kind} order-marker-static${off ? ' order-marker-off' : ''}`}
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant SVG glyphs, no user text
      dangerouslySetInnerHTML={{ __html: `<span class="order-marker-face">${POINT_GLYPHS[kind]}</span>` }}
    />
  );
}

/** The same array while the points' content is unchanged, so the map does not redo its markers. */
function useStablePoints(points: OrderPoint[]): readonly OrderPoint[] {
  const key = JSON.stringify(points);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content on purpose
  return useMemo(() => points, [key]);
}
