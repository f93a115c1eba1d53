import { useT } from '@dastarkhan/client';
import { branchAddress, pickText } from '@dastarkhan/domain/client';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { useHydrated } from '../../lib/use-hydrated';
import { useNow } from '../../lib/use-now';
import { Icon, OpeningStatus } from '../branches/index';
import { branchChoices, type CheckoutBranch, scheduleOf } from './branch-choices';
import { useCheckoutDraft } from './checkout-store';
import { PauseNotice } from './pause-notice';
import { useCheckoutProducts } from './use-checkout-products';
import '../../styles/branches.css';
import '../../app/session/account.css';
import './checkout.css';

// Its own chunk, fetched only here: Leaflet and the Yandex loader never reach other routes.
const BranchMap = lazy(() =>
  import('../../components/map/branch-map').then((module) => ({ default: module.BranchMap })),
);

/**
 * `/address/pickup` (map and list) and `/address/pickup2` (list only): the branches that sell the
 * whole basket and offer pick-up, open ones first. Choosing one goes back to checkout with it.
 */
export function PickupScreen({ variant }: { variant: 'map' | 'list' }) {
  const { t } = useT();
  const hydrated = useHydrated();
  return (
    <section className={`co-map-screen co-pickup co-pickup-${variant}`} aria-labelledby="co-pickup-title">
      <header className="co-pickup-head">
        <h1 id="co-pickup-title" className="co-title">
          {t('checkout.pickupTitle')}
        </h1>
        {variant === 'map' ? (
          <Link className="button co-small-button" to="/address/pickup2">
            <Icon name="list" />
            {t('checkout.asList')}
          </Link>
        ) : (
          <Link className="button co-small-button" to="/address/pickup">
            <Icon name="map" />
            {t('checkout.asMap')}
          </Link>
        )}
      </header>
      {hydrated ? (
        <PickupChoice variant={variant} />
      ) : (
        <div className="co-pickup-layout" aria-hidden="true">
          {variant === 'map' && <div className="branches-map-skeleton skeleton co-pickup-map" />}
          <div className="skeleton co-skeleton co-skeleton-address" />
        </div>
      )}
    </section>
  );
}

function PickupChoice({ variant }: { variant: 'map' | 'list' }) {
  const { t, lang } = useT();
  const { merchant, branches, settings, mapTileUrl } = useTenant();
  const { draft, update } = useCheckoutDraft(merchant.id);
  const basket = useCheckoutProducts(merchant.id);
  // Rendered in the browser only: the browser's clock, ticking each minute.
  const now = useNow(Date.now());
  const navigate = useNavigate();
  const id = useId();

  // An empty basket restricts nothing: every branch that offers pick-up.
  const products =
    basket.lines.length > 0
      ? basket.products
      : [{ productBranch: branches.map((b) => ({ branch: { id: b.id, isActive: true } })) }];
  const result =
    basket.status === 'loading'
      ? null
      : branchChoices({ branches, products, serviceType: 'PICK_UP', at: draft.later ? null : new Date(now) });
  const choices = result?.ok ? result.choices : [];
  const [selectedId, setSelectedId] = useState<number | null>(draft.branchId);
  const selected = choices.find((c) => c.branch.id === selectedId) ?? choices[0] ?? null;

  // The map keeps its view while these stay the same (components/map/use-stable-points).
  const points = choices.map(({ branch }: { branch: CheckoutBranch }) => ({
    id: branch.id,
    lat: branch.latitude,
    lon: branch.longitude,
    title: pickText(branch.name, lang),
    subtitle: branchAddress(branch, lang),
  }));

  function choose() {
    if (!selected) return;
    update({ serviceType: 'PICK_UP', branchId: selected.branch.id });
    navigate('/checkout');
  }

  if (!result)
    return (
      <div
        className="skeleton co-skeleton co-skeleton-address"
        role="status"
        aria-label={t('checkout.loading')}
      />
    );
  if (!result.ok) return <p className="co-card form-error">{t(`msg.${result.problem}`)}</p>;

  return (
    <div className="co-pickup-layout">
      {variant === 'map' && (
        <div className="co-pickup-map">
          <Suspense fallback={<div className="branches-map-skeleton skeleton" aria-hidden="true" />}>
            <BranchMap
              provider={settings.mapType}
              apiKey={merchant.yandexMapKey}
              tileUrl={mapTileUrl}
              lang={lang}
              points={points}
              selectedId={selected?.branch.id ?? null}
              onSelect={setSelectedId}
              ariaLabel={t('checkout.pickupMap')}
              labels={{ loading: t('checkout.mapLoading'), unavailable: t('checkout.mapUnavailable') }}
              className="branches-map-frame"
            />
          </Suspense>
        </div>
      )}
      <fieldset className="co-fieldset co-pickup-list">
        <legend className="visually-hidden">{t('checkout.pickupBranch')}</legend>
        {choices.map(({ branch }) => (
          <label
            key={branch.id}
            className="co-option co-branch-option"
            data-checked={branch.id === selected?.branch.id ? 'true' : undefined}
          >
            <input
              type="radio"
              name={`${id}-branch`}
              value={branch.id}
              checked={branch.id === selected?.branch.id}
              onChange={() => setSelectedId(branch.id)}
            />
            <span className="co-option-text">
              <span className="co-option-title">{pickText(branch.name, lang)}</span>
              <span className="co-muted">{branchAddress(branch, lang)}</span>
              <OpeningStatus schedule={scheduleOf(branch)} holidays={branch.holidays} now={now} />
              <PauseNotice pause={branch.pause} serviceType="PICK_UP" at={new Date(now)} />
            </span>
          </label>
        ))}
      </fieldset>
      <div className="co-pickup-actions">
        <button
          type="button"
          className="button button-primary co-confirm-button"
          onClick={choose}
          disabled={!selected}
        >
          {t('checkout.pickupHere')}
        </button>
      </div>
    </div>
  );
}
