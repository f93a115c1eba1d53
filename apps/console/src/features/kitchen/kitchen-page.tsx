import { useT } from '@dastarkhan/client';
import { useCallback, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { useStaff } from '../../app/staff';
import { ScreenTitle } from '../../components/screen-title';
import { KitchenCard } from './kitchen-card';
import { allDay } from './kitchen-queue';
import { useKitchenOrders, useMoveOrder } from './use-kitchen-orders';
import { useKitchenSound } from './use-kitchen-sound';
import './kitchen.css';
import { useNow } from '../../lib/use-now';

/** How long a newly accepted order is marked "New". */
const FRESH_MS = 60_000;

/** `/console/kitchen`: accepted and cooking orders as big cards, oldest first, live. */
export function KitchenPage() {
  const { t, tx } = useT();
  const staff = useStaff();
  const now = useNow();
  const sound = useKitchenSound();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const onArrival = useCallback(
    (ids: number[]) => {
      sound.ding();
      setFresh((prev) => new Set([...prev, ...ids]));
      setTimeout(() => setFresh((prev) => new Set([...prev].filter((id) => !ids.includes(id)))), FRESH_MS);
    },
    [sound.ding],
  );
  const { state, reload, apply } = useKitchenOrders(onArrival);
  const { move, busy } = useMoveOrder(apply, reload, t('kitchen.changed'));
  const defaultPrep = staff.branches[0]?.prepMinutes ?? 20;
  const prepOf = (branchId: number) =>
    staff.branches.find((b) => b.id === branchId)?.prepMinutes ?? defaultPrep;
  return (
    <div className="kitchen">
      <ScreenTitle title={t('kitchen.title')} suffix={useMerchantName()}>
        {sound.supported && (
          <button
            type="button"
            className={`kitchen-sound${sound.on ? ' is-on' : ''}${sound.waiting ? ' is-waiting' : ''}`}
            aria-pressed={sound.wanted}
            onClick={() => void sound.toggle()}
          >
            <SpeakerIcon on={sound.wanted} />
            <span>
              {t('kitchen.sound')}{' '}
              <span aria-hidden="true">{t(sound.wanted ? 'kitchen.soundOn' : 'kitchen.soundOff')}</span>
            </span>
            {sound.waiting && <span className="kitchen-sound-note">{t('kitchen.soundTap')}</span>}
          </button>
        )}
      </ScreenTitle>
      {state.status === 'loading' && (
        <div className="kitchen-grid" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          {[0, 1, 2].map((n) => (
            <div key={n} className="kitchen-card skeleton" />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <div className="kitchen-empty" role="alert">
          <p>{state.text}</p>
          <button type="button" className="button button-primary" onClick={reload}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <AllDay lines={allDay(state.orders)} label={t('kitchen.allDay')} tx={tx} />
          {state.orders.length === 0 ? (
            <p className="kitchen-empty">{t('kitchen.empty')}</p>
          ) : (
            <ol className="kitchen-grid" aria-label={t('kitchen.queue', { count: state.orders.length })}>
              {state.orders.map((order) => (
                <li key={order.id}>
                  <KitchenCard
                    order={order}
                    now={now}
                    prep={prepOf(order.branch.id)}
                    busy={busy === order.id}
                    fresh={fresh.has(order.id)}
                    onMove={(status) => void move(order, status)}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

function AllDay({
  lines,
  label,
  tx,
}: {
  lines: ReturnType<typeof allDay>;
  label: string;
  tx: ReturnType<typeof useT>['tx'];
}) {
  if (lines.length === 0) return null;
  return (
    <section className="all-day" aria-label={label}>
      <h2>{label}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>
            <strong>{line.count}×</strong> {tx(line.name)}
            {line.options.length > 0 && (
              <span className="all-day-options"> ({line.options.map(tx).join(', ')})</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A speaker, with sound waves while the sound is on and struck through while it is off. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
