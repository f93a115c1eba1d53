import { useT } from '@dastarkhan/client';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTenant } from '../app/startup/tenant-context';
import { ClosedNotice } from '../components/closed-notice';
import {
  type BasketChanges,
  BasketChangesNotice,
  BasketLineItem,
  BasketSummary,
  freshenLines,
  useBasket,
} from '../features/basket/index';
import { loadFreshProducts, parseIds } from '../features/basket/index.server';
import { SeatedWaiterCall } from '../features/waiter-call/index';
import { titleMeta } from '../lib/page-title';
import { useOnline } from '../lib/use-online';
import type { Route } from './+types/basket';

export const meta = titleMeta('basket.title');

/**
 * The basket lives in the browser; the server renders its frame. `?ids=1,2` answers today's
 * names and prices of those products, which the page asks for once the stored basket is known.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseIds(new URL(request.url).searchParams.get('ids'));
  return { fresh: ids.length > 0 ? await loadFreshProducts(request, context, ids) : null };
}

export default function BasketPage() {
  const { merchant } = useTenant();
  const { lines, totals, store, ready } = useBasket(merchant.id);
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const [changes, setChanges] = useState<BasketChanges | null>(null);
  const fresh = useFetcher<typeof loader>();
  // Decision 030: offline, the prices shown are the ones last seen; checkout checks them again.
  const online = useOnline();

  // Once the stored basket is known: today's names (in this language) and prices.
  const { load } = fresh;
  useEffect(() => {
    if (!ready) return;
    const ids = [...new Set(store.getSnapshot().map((l) => l.productId))];
    if (ids.length > 0) void load(`/basket?ids=${ids.sort((a, b) => a - b).join(',')}`);
  }, [ready, load, store]);
  useEffect(() => {
    if (!fresh.data?.fresh) return;
    const result = freshenLines(store.getSnapshot(), fresh.data.fresh);
    if (!result.changed) return;
    store.refresh(result.lines);
    // Said on the page until dismissed (a toast alone is gone before a busy customer reads it).
    setChanges({ repriced: result.repriced, removed: result.removed });
  }, [fresh.data, store]);

  const setCount = (key: string, count: number) => {
    const line = lines.find((l) => l.key === key);
    if (!line) return;
    if (!store.setCount(key, count)) return setLimited(key);
    setLimited(null);
    // The line is gone: keep the keyboard in the basket, not on <body>.
    if (count <= 0) heading.current?.focus();
  };

  return (
    <div className="basket-page">
      <h1 ref={heading} tabIndex={-1} className="basket-title">
        {t('basket.title')}
        {ready && totals.count > 0 && (
          <span className="basket-title-count">{t('basket.summary', { count: totals.count })}</span>
        )}
      </h1>
      <SeatedWaiterCall />
      <ClosedNotice />
      <BasketChangesNotice changes={changes} onDismiss={() => setChanges(null)} />
      {!online && ready && lines.length > 0 && (
        <p className="basket-changes" role="status">
          {t('basket.offline')}
        </p>
      )}
      {!ready ? (
        <BasketSkeleton label={t('basket.loading')} />
      ) : (
        <div className={`basket-layout${lines.length === 0 ? ' basket-layout-empty' : ''}`}>
          {lines.length === 0 ? (
            <div className="basket-empty">
              <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
                <circle cx="32" cy="32" r="32" fill="var(--surface-2)" />
                <path
                  d="M16 22h5l4 18h18l4-13H23"
                  fill="none"
                  stroke="var(--muted)"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
                <circle cx="27" cy="46" r="3" fill="var(--muted)" />
                <circle cx="41" cy="46" r="3" fill="var(--muted)" />
              </svg>
              <h2>{t('basket.empty')}</h2>
              <p>{t('basket.emptyText')}</p>
              <Link to="/" className="button button-primary">
                {t('basket.toMenu')}
              </Link>
            </div>
          ) : (
            <ul className="basket-lines" aria-label={t('basket.lines')}>
              {lines.map((line) => (
                <BasketLineItem
                  key={line.key}
                  line={line}
                  stockMessage={
                    limited === line.key && line.maxCount !== null
                      ? t('msg.NOT_ENOUGH_STOCK', { max: line.maxCount })
                      : ''
                  }
                  onCount={(count) => setCount(line.key, count)}
                  onRemove={() => setCount(line.key, 0)}
                />
              ))}
            </ul>
          )}
          {/* No "0 so'm" summary beside an empty basket (issue 19): the empty state says it all. */}
          {lines.length > 0 && <BasketSummary totals={totals} />}
        </div>
      )}
    </div>
  );
}

/** The basket's frame while the stored basket is read (it only exists in the browser). */
function BasketSkeleton({ label }: { label: string }) {
  return (
    <div className="basket-layout basket-skeleton" role="status" aria-label={label}>
      <div className="basket-lines">
        <div className="skeleton basket-skeleton-line" />
        <div className="skeleton basket-skeleton-line" />
      </div>
      <div className="skeleton basket-skeleton-summary" />
    </div>
  );
}
