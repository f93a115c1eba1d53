import { useT } from '@dastarkhan/client';
import type { Modification, Product, StopListEntry } from '@dastarkhan/domain';
import { normalizeSearchText as searchText } from '@dastarkhan/domain/client';
import { useId, useMemo, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { useStaff } from '../../app/staff';
import { ScreenTitle } from '../../components/screen-title';
import { StopDialog } from './stop-dialog';
import { formatUntil, isEndOfDay } from './stop-time';
import { keyOf, type Target, useStopList } from './use-stop-list';
import './stop-list.css';

/** `/console/stop-list`: what is not sold now at a branch; switch products and options off and on. */
export function StopListPage() {
  const { t, tx } = useT();
  const staff = useStaff();
  const branchFieldId = useId();
  const searchId = useId();
  const [branchId, setBranchId] = useState<number | null>(staff.branches[0]?.id ?? null);
  const [query, setQuery] = useState('');
  const [stopping, setStopping] = useState<{ target: Target; name: string } | null>(null);
  const { state, change, busy, retry } = useStopList(branchId);
  const now = new Date();

  const stopped = useMemo(() => {
    const map = new Map<string, StopListEntry>();
    if (state.status === 'ready')
      for (const entry of state.entries)
        map.set(entry.productId !== null ? `p${entry.productId}` : `m${entry.modificationId}`, entry);
    return map;
  }, [state]);

  const { categories, names } = useMemo(() => {
    const names = new Map<string, string>();
    if (state.status !== 'ready') return { categories: [], names };
    const sold = state.menu.products.filter(
      (p) => p.productBranch.length === 0 || p.productBranch.some((pb) => pb.branch.id === branchId),
    );
    for (const p of sold) {
      names.set(`p${p.id}`, tx(p.name));
      for (const g of p.modificationGroups)
        for (const m of g.modifications) names.set(`m${m.id}`, `${tx(p.name)} · ${tx(m.name)}`);
    }
    const needle = searchText(query);
    const categories = [...state.menu.categories]
      .sort((a, b) => b.priority - a.priority)
      .map((category) => ({
        category,
        products: sold.filter(
          (p) =>
            p.categoryId === category.id &&
            (!needle ||
              searchText(tx(p.name)).includes(needle) ||
              p.modificationGroups.some((g) =>
                g.modifications.some((m) => searchText(tx(m.name)).includes(needle)),
              )),
        ),
      }))
      .filter((c) => c.products.length > 0);
    return { categories, names };
  }, [state, branchId, query, tx]);

  const untilText = (entry: StopListEntry) =>
    entry.until === null
      ? t('stopList.untilBack')
      : isEndOfDay(entry.until)
        ? t('stopList.untilEndOfDay')
        : t('stopList.untilTime', { time: formatUntil(entry.until, now) });

  const toggle = (target: Target, name: string) => {
    if (stopped.has(keyOf(target))) void change(target, true);
    else setStopping({ target, name });
  };

  return (
    <div className="stop-list">
      <ScreenTitle title={t('stopList.title')} suffix={useMerchantName()} />
      <div className="stop-filters">
        {staff.branches.length > 1 && (
          <div className="form-field">
            <label htmlFor={branchFieldId}>{t('stopList.branch')}</label>
            <select
              id={branchFieldId}
              value={branchId ?? ''}
              onChange={(e) => setBranchId(Number(e.target.value))}
            >
              {staff.branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {tx(b.name)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="form-field">
          <label htmlFor={searchId}>{t('stopList.search')}</label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </div>
      {state.status === 'loading' && (
        <div className="stop-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>{state.text}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <section className="stop-now" aria-labelledby="stop-now-title">
            <h2 id="stop-now-title">{t('stopList.now', { count: state.entries.length })}</h2>
            {state.entries.length === 0 ? (
              <p>{t('stopList.nothing')}</p>
            ) : (
              <ul>
                {state.entries.map((entry) => {
                  const target: Target =
                    entry.productId !== null
                      ? { productId: entry.productId }
                      : { modificationId: entry.modificationId! };
                  const name = names.get(keyOf(target)) ?? `#${entry.productId ?? entry.modificationId}`;
                  return (
                    <li key={keyOf(target)}>
                      <span>
                        <strong>{name}</strong> <span className="stop-until">{untilText(entry)}</span>
                      </span>
                      <button
                        type="button"
                        className="button button-primary"
                        disabled={busy === keyOf(target)}
                        aria-label={t('stopList.backNamed', { name })}
                        onClick={() => void change(target, true)}
                      >
                        {t('stopList.back')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          {categories.length === 0 && <p className="stop-empty">{t('stopList.noMatch')}</p>}
          {categories.map(({ category, products }) => (
            <section key={category.id} className="stop-category" aria-labelledby={`stop-cat-${category.id}`}>
              <h2 id={`stop-cat-${category.id}`}>{tx(category.name)}</h2>
              <ul>
                {products.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    isStopped={(target) => stopped.has(keyOf(target))}
                    busy={busy}
                    onToggle={toggle}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <StopDialog
        target={stopping}
        onClose={() => setStopping(null)}
        onStop={(until) => {
          if (stopping) void change(stopping.target, false, until);
          setStopping(null);
        }}
      />
    </div>
  );
}

function ProductRow({
  product,
  isStopped,
  busy,
  onToggle,
}: {
  product: Product;
  isStopped: (target: Target) => boolean;
  busy: string | null;
  onToggle: (target: Target, name: string) => void;
}) {
  const { tx } = useT();
  const options: Modification[] = product.modificationGroups.flatMap((g) => g.modifications);
  const name = tx(product.name);
  return (
    <li className="stop-product">
      <Toggle target={{ productId: product.id }} name={name} strong {...{ isStopped, busy, onToggle }} />
      {options.length > 0 && (
        <ul className="stop-options">
          {options.map((option) => (
            <li key={option.id}>
              <Toggle
                target={{ modificationId: option.id }}
                name={tx(option.name)}
                fullName={`${name} · ${tx(option.name)}`}
                {...{ isStopped, busy, onToggle }}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Toggle({
  target,
  name,
  fullName = name,
  strong = false,
  isStopped,
  busy,
  onToggle,
}: {
  target: Target;
  name: string;
  fullName?: string;
  strong?: boolean;
  isStopped: (target: Target) => boolean;
  busy: string | null;
  onToggle: (target: Target, name: string) => void;
}) {
  const { t } = useT();
  const on = !isStopped(target);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={fullName}
      className={`stop-toggle ${on ? 'on' : 'off'}`}
      disabled={busy === keyOf(target)}
      onClick={() => onToggle(target, fullName)}
    >
      <span className={strong ? 'stop-name strong' : 'stop-name'}>{name}</span>
      <span className="stop-state">{on ? t('stopList.onSale') : t('stopList.stopped')}</span>
      <span className="stop-switch" aria-hidden="true" />
    </button>
  );
}
