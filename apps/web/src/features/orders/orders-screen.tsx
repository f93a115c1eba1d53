import { apiErrorText, useT } from '@dastarkhan/client';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import type { Session } from '../../app/session/session-store';
import { hasMoreArchive } from './archive-list';
import { OrderCard, OrderCardSkeletons } from './order-card';
import { OrdersTabs } from './orders-tabs';
import { useActiveOrders, useArchivedOrders } from './use-orders';
import './orders.css';

type Tab = 'active' | 'archive';

/** `/profile/orders` (spec §1, §2): Active and Archive tabs; `?tab=archive` opens the second. */
export function OrdersScreen() {
  const { t } = useT();
  return (
    <AccountGate title={t('orders.title')} skeletonRows={4}>
      {(session) => <OrdersView session={session} />}
    </AccountGate>
  );
}

function OrdersView({ session }: { session: Session }) {
  const { t } = useT();
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'archive' ? 'archive' : 'active';
  const active = useActiveOrders(session.user.id, tab === 'active');
  const archive = useArchivedOrders(session.user.id, tab === 'archive');

  const select = (next: Tab) => {
    if (next === tab) return;
    setParams(next === 'archive' ? { tab: 'archive' } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <section className="orders-page" aria-labelledby={`${idBase}-title`}>
      <h1 id={`${idBase}-title`} className="account-title">
        {t('orders.title')}
      </h1>
      <OrdersTabs
        idBase={idBase}
        label={t('orders.tabs')}
        selected={tab}
        onSelect={select}
        tabs={[
          { key: 'active', label: t('orders.tab.active') },
          { key: 'archive', label: t('orders.tab.archive') },
        ]}
      />
      <TabPanel idBase={idBase} tab="active" selected={tab}>
        {tab === 'active' && <ActivePanel state={active.state} reload={() => void active.reload()} />}
      </TabPanel>
      <TabPanel idBase={idBase} tab="archive" selected={tab}>
        {tab === 'archive' && <ArchivePanel archive={archive} />}
      </TabPanel>
    </section>
  );
}

function TabPanel({
  idBase,
  tab,
  selected,
  children,
}: {
  idBase: string;
  tab: Tab;
  selected: Tab;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idBase}-panel-${tab}`}
      aria-labelledby={`${idBase}-tab-${tab}`}
      hidden={tab !== selected}
      className="orders-panel"
    >
      {children}
    </div>
  );
}

function ActivePanel({
  state,
  reload,
}: {
  state: ReturnType<typeof useActiveOrders>['state'];
  reload: () => void;
}) {
  const { t } = useT();
  if (state.status === 'error') return <LoadError error={state.error} onRetry={reload} />;
  if (state.status !== 'ready') return <OrderCardSkeletons label={t('orders.loading')} />;
  if (state.data.length === 0) return <EmptyOrders text={t('msg.NO_ACTIVE_ORDERS')} />;
  return (
    <ul className="order-cards">
      {state.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

function ArchivePanel({ archive }: { archive: ReturnType<typeof useArchivedOrders> }) {
  const { t } = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef<number | null>(null);
  const { state, loadingMore, loadMore, reload } = archive;

  // "Show more" disappears after the last page: the keyboard moves on to the first new order.
  const cardOf = (id: number) => listRef.current?.querySelector<HTMLElement>(`[data-order="${id}"] a`);
  useEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    const card = cardOf(id);
    if (!card) return;
    focusNext.current = null;
    card.focus();
  });
  const showMore = async () => {
    const id = await loadMore();
    if (id !== null) focusNext.current = id;
  };

  if (state.status === 'error') return <LoadError error={state.error} onRetry={() => void reload()} />;
  if (state.status !== 'ready') return <OrderCardSkeletons label={t('orders.loading')} />;
  if (state.data.orders.length === 0) return <EmptyOrders text={t('msg.NO_ORDERS')} />;
  return (
    <>
      <ul ref={listRef} className="order-cards">
        {state.data.orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {hasMoreArchive(state.data) && (
        <button
          type="button"
          className="button orders-more"
          onClick={() => void showMore()}
          aria-disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? t('orders.loadingMore') : t('orders.loadMore')}
        </button>
      )}
    </>
  );
}

function EmptyOrders({ text }: { text: string }) {
  const { t } = useT();
  return (
    <div className="orders-empty">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <path
          d="M14 6h20l2 6H12zM10 14h28l-2 26a3 3 0 0 1-3 2H15a3 3 0 0 1-3-2zm8 8v4a6 6 0 0 0 12 0v-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <p>{text}</p>
      <Link className="button button-primary" to="/">
        {t('orders.toMenu')}
      </Link>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: Parameters<typeof apiErrorText>[0]; onRetry: () => void }) {
  const { t, lang } = useT();
  return (
    <div className="orders-error">
      <p className="form-error" role="alert">
        {apiErrorText(error, lang, t('orders.loadFailed'))}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
