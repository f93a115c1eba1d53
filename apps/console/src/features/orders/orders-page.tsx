import { useT } from '@dastarkhan/client';
import {
  BOARD_COLUMNS,
  type BoardColumn,
  boardColumn,
  type OrderDetails,
  type OrderStatus,
  type OrdersPage as OrdersPageData,
  type RejectReason,
  type StaffOrder,
} from '@dastarkhan/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMerchantName } from '../../app/boot';
import { useApi } from '../../app/session';
import { useSoundUnlock } from '../../app/sound';
import { useStaff } from '../../app/staff';
import { ScreenTitle } from '../../components/screen-title';
import { OrderDetailPanel, printOrder } from '../order-detail';
import { StoreControlsButton } from '../store-controls';
import { setAlarm } from './alarm';
import { ageMinutes, customerName } from './format';
import { cardMoves, OrderCard } from './order-card';
import { PushToggle } from './push-toggle';
import { notifyHidden, useShift } from './shift';
import { CourierDialog, KeysDialog } from './small-dialogs';
import { Takeover } from './takeover';
import { branchSettings, isWaiting, useBoard } from './use-board';
import './orders.css';
import { useNow } from '../../lib/use-now';

const PRINT_KEY = 'dastarkhan:console:printOnAccept';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** `/console/orders`: the live board. */
export function OrdersPage() {
  const { t, tx } = useT();
  const merchantName = useMerchantName();
  const staff = useStaff();
  const api = useApi();
  const now = useNow(10_000);
  const shift = useShift();
  const sound = useSoundUnlock();

  const [minimized, setMinimized] = useState(false);
  const [queueIndex, setQueueIndex] = useState(0);
  const onNewOrder = useCallback(
    (order: OrderDetails) => {
      setMinimized(false);
      notifyHidden(
        t('orders.notifyTitle', { number: order.number }),
        customerName(order),
        `order-${order.id}`,
      );
    },
    [t],
  );
  const board = useBoard(onNewOrder);
  const settings = useCallback((order: OrderDetails) => branchSettings(staff, order.branch.id), [staff]);

  const [branchId, setBranchId] = useState<number | null>(null);
  // null until the person picks a tab: New when it has orders, else the first busy column.
  const [pickedColumn, setActiveColumn] = useState<BoardColumn | null>(null);
  const [showDone, setShowDone] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // A new-order push opens `/console/orders?order=<id>` (decision 033): that order's details.
  const [params] = useSearchParams();
  const [detailId, setDetailId] = useState<number | null>(() => {
    const pushed = Number(params.get('order'));
    return Number.isSafeInteger(pushed) && pushed > 0 ? pushed : null;
  });
  const [courierFor, setCourierFor] = useState<OrderDetails | null>(null);
  const [keysOpen, setKeysOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejectRequest, setRejectRequest] = useState(0);
  const [query, setQuery] = useState('');
  // A phone shows the search as an icon until it is wanted; wider screens always show the field.
  const [findOpen, setFindOpen] = useState(false);
  const [found, setFound] = useState<OrderDetails[] | null>(null);
  const [printOnAccept, setPrintOnAccept] = useState(() => localStorage.getItem(PRINT_KEY) === '1');
  const findRef = useRef<HTMLInputElement>(null);

  const visible = useMemo(
    () => board.orders.filter((order) => branchId === null || order.branch.id === branchId),
    [board.orders, branchId],
  );
  const columns = useMemo(() => {
    const by = new Map<BoardColumn, OrderDetails[]>(BOARD_COLUMNS.map((c) => [c, []]));
    for (const order of visible) by.get(boardColumn(order.status))?.push(order);
    for (const [column, list] of by) {
      // Waiting columns oldest first (most urgent on top); finished ones newest first.
      list.sort((a, b) =>
        column === 'DONE'
          ? b.lastModifiedDate.localeCompare(a.lastModifiedDate)
          : a.createdDate.localeCompare(b.createdDate),
      );
    }
    return by;
  }, [visible]);
  const activeColumn: BoardColumn =
    pickedColumn ??
    (['NEW', 'KITCHEN', 'READY', 'ON_WAY', 'SCHEDULED'] as const).find(
      (c) => (columns.get(c)?.length ?? 0) > 0,
    ) ??
    'NEW';
  const queue = useMemo(
    () =>
      visible
        .filter((order) => isWaiting(order, board.announced))
        .sort((a, b) => a.createdDate.localeCompare(b.createdDate)),
    [visible, board.announced],
  );
  const index = Math.min(queueIndex, Math.max(0, queue.length - 1));
  const anyLate = queue.some((order) => ageMinutes(order, now) >= settings(order).acceptLimitMinutes);
  const ringing = queue.length > 0;

  useEffect(() => {
    setAlarm(ringing ? (anyLate ? 'late' : 'normal') : 'off');
  }, [ringing, anyLate]);
  useEffect(() => () => setAlarm('off'), []);

  const run = useCallback(async (order: OrderDetails, work: () => Promise<unknown>) => {
    setBusyId(order.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  }, []);

  const accept = useCallback(
    (order: OrderDetails, prepMinutes: number) =>
      run(order, async () => {
        const ok = await board.move(order, 'ACCEPTED', { prepMinutes });
        if (ok && printOnAccept) {
          const [, full] = await api.get<StaffOrder>(`/orders/v1/operator/orders/${order.id}`);
          if (full) printOrder(full, { kind: 'kitchen', width: 80 });
        }
      }),
    [run, board.move, printOnAccept, api],
  );
  const reject = useCallback(
    (order: OrderDetails, reason: RejectReason) =>
      run(order, () => board.move(order, 'CANCELED', { reason })),
    [run, board.move],
  );

  const openTakeover = useCallback(
    (order: OrderDetails) => {
      const at = queue.findIndex((o) => o.id === order.id);
      if (at === -1) return false;
      setQueueIndex(at);
      setMinimized(false);
      return true;
    },
    [queue],
  );

  const onMove = useCallback(
    (order: OrderDetails, status: OrderStatus) => {
      setSelectedId(order.id);
      if (status === 'ACCEPTED') {
        if (!openTakeover(order)) void accept(order, settings(order).prepMinutes);
        return;
      }
      if (status === 'ON_WAY') {
        setCourierFor(order);
        return;
      }
      void run(order, () => board.move(order, status));
    },
    [openTakeover, accept, settings, run, board.move],
  );

  const sendWithCourier = useCallback(
    (order: OrderDetails, courierId: number) => {
      setCourierFor(null);
      void run(order, async () => {
        let current = order;
        if (order.courierId !== courierId) {
          const [error, updated] = await api.put<OrderDetails>(
            `/orders/v1/operator/orders/${order.id}/courier`,
            {
              courierId,
            },
          );
          if (error) return board.move(order, 'ON_WAY'); // shows the server's reason and refreshes
          board.upsert(updated);
          current = updated;
        }
        await board.move(current, 'ON_WAY');
      });
    },
    [api, run, board.move, board.upsert],
  );

  // Find by number or phone (`q=`), on the server: also older orders than the board's.
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setFound(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void api.get<OrdersPageData>('/orders/v1/operator/orders', { q, size: 50 }).then(([, page]) => {
        if (live) setFound(page?.content ?? []);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, api]);

  const flat = useMemo(
    () => found ?? BOARD_COLUMNS.flatMap((c) => (c === 'DONE' && !showDone ? [] : (columns.get(c) ?? []))),
    [found, columns, showDone],
  );
  const selected = flat.find((order) => order.id === selectedId) ?? null;
  const takeoverOpen = queue.length > 0 && !minimized;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (keysOpen || courierFor || detailId !== null) return;
      const key = event.key;
      const current = takeoverOpen ? queue[index] : selected;
      if (key === '?') {
        event.preventDefault();
        setKeysOpen(true);
      } else if (key === '/') {
        event.preventDefault();
        setMinimized(true);
        setFindOpen(true);
        requestAnimationFrame(() => findRef.current?.focus());
      } else if (key === 'j' || key === 'k') {
        if (takeoverOpen || flat.length === 0) return;
        const at = flat.findIndex((o) => o.id === selectedId);
        const next = key === 'j' ? Math.min(flat.length - 1, at + 1) : Math.max(0, at === -1 ? 0 : at - 1);
        const order = flat[next];
        if (!order) return;
        setSelectedId(order.id);
        setActiveColumn(boardColumn(order.status));
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`[data-order-id="${order.id}"] .order-card-open`)?.focus(),
        );
      } else if (key === 'a' && current) {
        if (takeoverOpen) void accept(current, settings(current).prepMinutes);
        else if (cardMoves(current).includes('ACCEPTED')) onMove(current, 'ACCEPTED');
      } else if (key === 'r' && current && isWaiting(current, board.announced)) {
        if (!takeoverOpen) openTakeover(current);
        setRejectRequest((n) => n + 1);
      } else if (key === 'n' && current && !takeoverOpen) {
        const [first] = cardMoves(current);
        if (first) onMove(current, first);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const branches = staff.branches;
  const count = (column: BoardColumn) => columns.get(column)?.length ?? 0;

  // The search: a field from a tablet up; on a phone an icon that opens the field in its row.
  const find = (
    <>
      <button
        type="button"
        className="button board-find-open"
        aria-label={t('orders.find')}
        aria-controls="board-find"
        aria-expanded={false}
        onClick={() => {
          setFindOpen(true);
          requestAnimationFrame(() => findRef.current?.focus());
        }}
      >
        <SearchIcon />
      </button>
      <div className="board-find">
        <label htmlFor="board-find" className="visually-hidden">
          {t('orders.find')}
        </label>
        <input
          id="board-find"
          ref={findRef}
          type="search"
          inputMode="search"
          placeholder={t('orders.find')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setQuery('');
              setFindOpen(false);
              event.currentTarget.blur();
            }
          }}
        />
        <button
          type="button"
          className="button board-find-close"
          aria-label={t('orders.findClose')}
          onClick={() => {
            setQuery('');
            setFindOpen(false);
          }}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </>
  );
  const filtersRow = branches.length > 1;

  const card = (order: OrderDetails) => (
    <li key={order.id}>
      <OrderCard
        order={order}
        now={now}
        acceptLimitMinutes={settings(order).acceptLimitMinutes}
        selected={order.id === selectedId}
        busy={busyId === order.id}
        onOpen={() => {
          setSelectedId(order.id);
          setDetailId(order.id);
        }}
        onMove={(status) => onMove(order, status)}
      />
    </li>
  );

  return (
    <div className="board-page">
      <ScreenTitle title={t('orders.title')} suffix={merchantName} />

      {/* A phone: the shift (with the sound's state) and the store on one row, the branch and
          the search on the next; one wrapping row from a tablet up. */}
      <div className="board-toolbar">
        <div className={`board-toolbar-row${!filtersRow && (findOpen || query) ? ' is-finding' : ''}`}>
          {shift.started ? (
            <span className="shift-on">{t('orders.shiftOn')}</span>
          ) : (
            <button
              type="button"
              className={`button button-primary start-shift${ringing && sound.locked ? ' is-alarm' : ''}`}
              onClick={shift.start}
            >
              <span className="start-shift-label">{t('orders.startShift')}</span>
              {sound.locked && <span className="start-shift-note">{t('orders.soundOffShort')}</span>}
            </button>
          )}
          <StoreControlsButton />
          <label className="print-toggle">
            <input
              type="checkbox"
              checked={printOnAccept}
              onChange={(event) => {
                setPrintOnAccept(event.target.checked);
                localStorage.setItem(PRINT_KEY, event.target.checked ? '1' : '0');
              }}
            />
            {t('orders.printOnAccept')}
          </label>
          <button
            type="button"
            className="button keys-button"
            aria-label={t('orders.keys')}
            title={t('orders.keys')}
            onClick={() => setKeysOpen(true)}
          >
            ?
          </button>
          {!filtersRow && find}
        </div>
        {filtersRow && (
          <div className={`board-toolbar-row board-filters${findOpen || query ? ' is-finding' : ''}`}>
            <label className="board-branch">
              <span className="visually-hidden">{t('orders.branch')}</span>
              <select
                value={branchId ?? ''}
                onChange={(event) => setBranchId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('orders.branch.all')}</option>
                {branches.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {tx(branch.name)}
                  </option>
                ))}
              </select>
            </label>
            {find}
          </div>
        )}
      </div>

      <PushToggle />

      {!shift.started && ringing && sound.locked && (
        <p className="visually-hidden" role="alert">
          {t('orders.soundOff')}
        </p>
      )}
      {queue.length > 0 && minimized && (
        <div className="waiting-bar" data-ringing={anyLate ? 'late' : 'normal'}>
          <strong>{t('orders.waiting', { count: queue.length })}</strong>
          <button type="button" className="button" onClick={() => setMinimized(false)}>
            {t('orders.open')}
          </button>
        </div>
      )}
      {board.loadError && (
        <p className="board-error" role="alert">
          {t('orders.loadError')}: {board.loadError}{' '}
          <button type="button" className="button" onClick={() => void board.reload()}>
            {t('orders.retry')}
          </button>
        </p>
      )}

      {found ? (
        <section className="board-found" aria-label={t('orders.found', { count: found.length })}>
          <p className="board-found-head">
            <strong>{t('orders.found', { count: found.length })}</strong>
            <button
              type="button"
              className="button"
              onClick={() => {
                setQuery('');
                setFindOpen(false);
              }}
            >
              {t('orders.findClear')}
            </button>
          </p>
          <ul className="column-cards">{found.map(card)}</ul>
        </section>
      ) : (
        <>
          <fieldset className="column-tabs">
            <legend className="visually-hidden">{t('orders.columns')}</legend>
            {BOARD_COLUMNS.map((column) => (
              <button
                key={column}
                type="button"
                className={`column-tab column-tab-${column}`}
                aria-pressed={column === activeColumn}
                onClick={() => {
                  setActiveColumn(column);
                  if (column === 'DONE') setShowDone(true);
                }}
              >
                {t(`orders.column.${column}`)}
                <span className={`count${column === 'NEW' && count(column) > 0 ? ' count-alert' : ''}`}>
                  {count(column)}
                </span>
              </button>
            ))}
          </fieldset>
          <div className="board-columns" aria-busy={!board.loaded || undefined}>
            {BOARD_COLUMNS.map((column) => {
              const list = columns.get(column) ?? [];
              const collapsed = column === 'DONE' && !showDone;
              return (
                <section
                  key={column}
                  className={`board-column board-column-${column}${column === activeColumn ? ' is-active' : ''}${collapsed ? ' is-collapsed' : ''}${board.loaded && list.length === 0 ? ' is-empty' : ''}`}
                  aria-labelledby={`column-${column}`}
                  data-column={column}
                >
                  <h2 id={`column-${column}`} className="column-head">
                    {t(`orders.column.${column}`)}{' '}
                    <span className={`count${column === 'NEW' && list.length > 0 ? ' count-alert' : ''}`}>
                      {list.length}
                    </span>
                  </h2>
                  {column === 'DONE' && (
                    <button
                      type="button"
                      className="button column-toggle"
                      onClick={() => setShowDone((v) => !v)}
                    >
                      {showDone ? t('orders.column.hide') : t('orders.column.show', { count: list.length })}
                    </button>
                  )}
                  {!board.loaded ? (
                    <div className="column-cards">
                      <span className="skeleton board-skeleton board-skeleton-card" />
                      <span className="skeleton board-skeleton board-skeleton-card" />
                    </div>
                  ) : collapsed ? null : list.length === 0 ? (
                    <p className="column-empty">{t('orders.column.empty')}</p>
                  ) : (
                    <ul className="column-cards">{list.map(card)}</ul>
                  )}
                </section>
              );
            })}
          </div>
        </>
      )}

      {takeoverOpen && (
        <Takeover
          queue={queue}
          index={index}
          onIndex={setQueueIndex}
          now={now}
          settings={settings}
          ringing={ringing}
          late={anyLate}
          busy={busyId !== null}
          onAccept={(order, minutes) => void accept(order, minutes)}
          onReject={(order, reason) => void reject(order, reason)}
          onLater={() => setMinimized(true)}
          rejectRequest={rejectRequest}
        />
      )}
      {courierFor && (
        <CourierDialog
          current={courierFor.courierId ?? null}
          onChoose={(courierId) => sendWithCourier(courierFor, courierId)}
          onClose={() => setCourierFor(null)}
        />
      )}
      {keysOpen && <KeysDialog onClose={() => setKeysOpen(false)} />}
      {detailId !== null && !takeoverOpen && (
        <OrderDetailPanel
          orderId={detailId}
          version={board.orders.find((o) => o.id === detailId)?.version}
          onClose={() => setDetailId(null)}
        />
      )}
    </div>
  );
}

/** A magnifying glass for the phone's search button. */
function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
