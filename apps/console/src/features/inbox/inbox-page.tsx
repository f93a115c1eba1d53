import { useT } from '@dastarkhan/client';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMerchantName } from '../../app/boot';
import { useSoundUnlock } from '../../app/sound';
import { ScreenTitle } from '../../components/screen-title';
import type { MessageKey } from '../../i18n/catalog';
import { CallsPanel } from './calls-panel';
import { ApplicationsPanel, FeedbackPanel } from './handled-panels';
import { ReservationsPanel } from './reservations-panel';
import { type InboxTab, type ListState, useInbox } from './use-inbox';
import './inbox.css';

const TABS: ReadonlyArray<{ tab: InboxTab; title: MessageKey }> = [
  { tab: 'calls', title: 'inbox.tab.calls' },
  { tab: 'reservations', title: 'inbox.tab.reservations' },
  { tab: 'feedback', title: 'inbox.tab.feedback' },
  { tab: 'applications', title: 'inbox.tab.applications' },
];
const isTab = (value: string | null): value is InboxTab => TABS.some((item) => item.tab === value);

/** `/console/inbox`: what guests and applicants sent, live, one tab per kind. */
export function InboxPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: InboxTab = isTab(asked) ? asked : 'calls';
  const [flashing, setFlashing] = useState<InboxTab | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flash = useCallback((tab: InboxTab) => {
    setFlashing(tab);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlashing(null), 4_000);
  }, []);
  useEffect(() => () => clearTimeout(flashTimer.current), []);
  const { lists, reload, removeCall } = useInbox(flash);
  const sound = useSoundUnlock();
  const tabRefs = useRef<Partial<Record<InboxTab, HTMLButtonElement | null>>>({});

  const choose = (tab: InboxTab) => setParams(tab === 'calls' ? {} : { tab }, { replace: true });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((item) => item.tab === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!.tab;
    choose(next);
    tabRefs.current[next]?.focus();
  };
  const openCalls = lists.calls.status === 'ready' ? lists.calls.count : 0;

  return (
    <div className="inbox">
      <ScreenTitle
        title={openCalls > 0 ? `(${openCalls}) ${t('inbox.title')}` : t('inbox.title')}
        suffix={useMerchantName()}
      >
        <div className="inbox-status">
          {sound.supported &&
            (sound.locked ? (
              <button
                type="button"
                className="button button-primary inbox-sound"
                onClick={() => void sound.unlock()}
              >
                {t('inbox.enableSound')}
              </button>
            ) : (
              <span className="inbox-sound-on">{t('inbox.soundOn')}</span>
            ))}
        </div>
      </ScreenTitle>
      {sound.supported && sound.locked && <p className="inbox-sound-note">{t('inbox.soundLocked')}</p>}

      <div className="inbox-tabs" role="tablist" aria-label={t('inbox.sections')} onKeyDown={onKeyDown}>
        {TABS.map(({ tab, title }) => {
          const list = lists[tab];
          const count = list.status === 'ready' ? list.count : null;
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[tab] = node;
              }}
              type="button"
              role="tab"
              id={`inbox-tab-${tab}`}
              aria-controls={`inbox-panel-${tab}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={`inbox-tab${flashing === tab ? ' is-flashing' : ''}${tab === 'calls' && count ? ' has-calls' : ''}`}
              onClick={() => choose(tab)}
            >
              <span className="inbox-tab-title">{t(title)}</span>
              <span className="inbox-tab-count" aria-hidden={count === null || undefined}>
                {count === null ? '' : count}
              </span>
            </button>
          );
        })}
      </div>

      <section
        className="inbox-panel"
        role="tabpanel"
        id={`inbox-panel-${active}`}
        aria-labelledby={`inbox-tab-${active}`}
      >
        {active === 'calls' && (
          <ListView state={lists.calls} retry={() => void reload('calls')}>
            {(items) => (
              <CallsPanel calls={items} onAcknowledged={removeCall} reload={() => void reload('calls')} />
            )}
          </ListView>
        )}
        {active === 'reservations' && (
          <ListView state={lists.reservations} retry={() => void reload('reservations')}>
            {(items) => <ReservationsPanel reservations={items} reload={() => void reload('reservations')} />}
          </ListView>
        )}
        {active === 'feedback' && (
          <ListView state={lists.feedback} retry={() => void reload('feedback')}>
            {(items) => <FeedbackPanel items={items} reload={() => void reload('feedback')} />}
          </ListView>
        )}
        {active === 'applications' && (
          <ListView state={lists.applications} retry={() => void reload('applications')}>
            {(items) => <ApplicationsPanel items={items} reload={() => void reload('applications')} />}
          </ListView>
        )}
      </section>
    </div>
  );
}

/** A list's loading skeleton, its error with a retry, or its items. */
function ListView<T>({
  state,
  retry,
  children,
}: {
  state: ListState<T>;
  retry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useT();
  if (state.status === 'loading') {
    return (
      <div className="inbox-skeletons" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('shell.loading')}
        </span>
        {[0, 1, 2].map((n) => (
          <div key={n} className="skeleton inbox-skeleton" />
        ))}
      </div>
    );
  }
  if (state.status === 'unavailable') return <p className="inbox-empty">{t('inbox.calls.unavailable')}</p>;
  if (state.status === 'error') {
    return (
      <div className="inbox-error" role="alert">
        <p>
          {t('inbox.loadError')}: {state.error.text}
        </p>
        <button type="button" className="button" onClick={retry}>
          {t('inbox.retry')}
        </button>
      </div>
    );
  }
  return <>{children(state.items)}</>;
}
