import type { Address } from '@dastarkhan/domain';
import { type FormEvent, lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { AccountGate } from '../session/account-gate';
import { apiErrorText } from '../session/api-error-text';
import { useApi } from '../session/use-session';
import { useTenant } from '../startup/tenant-context';
import { useToast } from '../toasts/toast-provider';
import { safeBackPath } from './chosen-address';
import type { Point } from './point-picker';
import './addresses.css';

// Leaflet only in the browser and only here.
const PointPicker = lazy(() => import('./point-picker'));
const subscribeNever = () => () => {};
/** Spec §9 default coordinates of addresses. */
const DEFAULT_POINT: Point = { lat: 41.311321, lon: 69.27922327443147 };

type Field =
  | 'name'
  | 'streetName'
  | 'houseNumber'
  | 'office'
  | 'entrance'
  | 'floor'
  | 'domophone'
  | 'comment';

/** `/profile/address/create`: HOUSE or APARTMENT, the door details, and the point on the map. */
export function AddressCreate() {
  const { t } = useT();
  return <AccountGate title={t('addresses.createTitle')}>{() => <AddressForm />}</AccountGate>;
}

function AddressForm() {
  const { t, lang } = useT();
  const { authed } = useApi();
  const { cityId, mapTileUrl } = useTenant();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [type, setType] = useState<'HOUSE' | 'APARTMENT'>('HOUSE');
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    streetName: '',
    houseNumber: '',
    office: '',
    entrance: '',
    floor: '',
    domophone: '',
    comment: '',
  });
  const [point, setPoint] = useState<Point>(DEFAULT_POINT);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  function locate() {
    // Spec §8: when location is unavailable or refused, the alert asks to allow it.
    if (!navigator.geolocation) return window.alert(t('msg.GEOLOCATION_DENIED'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setPoint({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      () => {
        setLocating(false);
        window.alert(t('msg.GEOLOCATION_DENIED'));
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) return setError({ text: t('msg.REQUIRED_FIELD'), field: 'name' });
    setSaving(true);
    setError(null);
    const apartment = type === 'APARTMENT';
    const [failure] = await authed((api) =>
      api.post<Address>('/users/v1/addresses', {
        type,
        name: values.name,
        streetName: values.streetName,
        houseNumber: values.houseNumber,
        office: apartment ? values.office : null,
        entrance: apartment ? values.entrance : null,
        floor: apartment ? values.floor : null,
        domophone: apartment ? values.domophone : null,
        comment: values.comment,
        latitude: point.lat,
        longitude: point.lon,
        cityId,
      }),
    );
    setSaving(false);
    if (failure) {
      if (failure.status === 401) return;
      return setError({ text: apiErrorText(failure, lang, t('addresses.failed')), field: failure.field });
    }
    toast({ kind: 'success', text: t('msg.DATA_UPDATED') });
    navigate(safeBackPath(params.get('back'), '/profile/address'));
  }

  const field = (name: Field, label: string, extra: { placeholder?: string; autoComplete?: string } = {}) => (
    <label className="form-field">
      <span>{label}</span>
      <input
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={error?.field === name ? true : undefined}
        aria-describedby={error?.field === name ? `${id}-error` : undefined}
        aria-required={name === 'name' || undefined}
        {...extra}
      />
    </label>
  );

  return (
    <section className="account-page address-create">
      <h1 className="account-title">{t('addresses.createTitle')}</h1>
      <div className="address-create-layout">
        <div className="point-picker">
          <span className="form-field">
            <span>{t('addresses.point')}</span>
          </span>
          {hydrated ? (
            <Suspense fallback={<div className="point-picker-map skeleton" aria-hidden="true" />}>
              <PointPicker
                point={point}
                onChange={setPoint}
                tileUrl={mapTileUrl}
                label={t('addresses.map')}
              />
            </Suspense>
          ) : (
            <div className="point-picker-map skeleton" aria-hidden="true" />
          )}
          <div className="point-picker-meta">
            <span>{t('addresses.pointHint')}</span>
            <span>
              {t('addresses.coordinates', { lat: point.lat.toFixed(5), lon: point.lon.toFixed(5) })}
            </span>
          </div>
          <button type="button" className="button" onClick={locate} disabled={locating}>
            {locating ? t('addresses.locating') : t('addresses.locate')}
          </button>
        </div>
        <form className="account-card address-form" onSubmit={save} noValidate>
          <fieldset className="segmented-field">
            <legend>{t('addresses.type')}</legend>
            <div className="segmented">
              {(['HOUSE', 'APARTMENT'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={value}
                    checked={type === value}
                    onChange={() => setType(value)}
                  />
                  {t(`addresses.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {field('name', t('addresses.name'), { placeholder: t('addresses.namePlaceholder') })}
          <div className="address-form-grid">
            {field('streetName', t('addresses.street'), { autoComplete: 'address-line1' })}
            {field('houseNumber', t('addresses.house'))}
            {type === 'APARTMENT' && (
              <>
                {field('office', t('addresses.office'))}
                {field('entrance', t('addresses.entrance'))}
                {field('floor', t('addresses.floor'))}
                {field('domophone', t('addresses.domophone'))}
              </>
            )}
          </div>
          {field('comment', t('addresses.comment'))}
          {error && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {error.text}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('addresses.saving') : t('addresses.save')}
          </button>
        </form>
      </div>
    </section>
  );
}
