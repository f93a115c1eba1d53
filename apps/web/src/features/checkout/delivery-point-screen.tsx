import { useT } from '@dastarkhan/client';
import { ADDRESS_TEXT_MAX, zoneAt } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { useHydrated } from '../../lib/use-hydrated';
import { defaultPoint, getChosenAddress, type Point, PointField, TextField } from '../addresses/index';
import { EMPTY_DETAILS } from './checkout-draft';
import { useCheckoutDraft } from './checkout-store';
import { useDeliveryZones } from './use-delivery-zones';
import '../../styles/addresses.css';
import '../../app/session/account.css';
import './checkout.css';

/**
 * `/address/delivery` (map layout): the delivery point on the map (Leaflet, which works without
 * tiles: grid, keyboard pin, geolocation) and the street line the courier reads (spec §5: an
 * order needs an address name). Back to checkout with it.
 */
export function DeliveryPointScreen() {
  const { t } = useT();
  const hydrated = useHydrated();
  return (
    <section className="co-map-screen" aria-labelledby="co-point-title">
      <h1 id="co-point-title" className="co-title">
        {t('checkout.deliveryPointTitle')}
      </h1>
      {/* The draft lives in the browser: the form starts from it after hydration. */}
      {hydrated ? <DeliveryPointForm /> : <div className="addr-map-frame skeleton" aria-hidden="true" />}
    </section>
  );
}

function DeliveryPointForm() {
  const { t } = useT();
  const { merchant, cities, cityId } = useTenant();
  const { draft, update } = useCheckoutDraft(merchant.id);
  const navigate = useNavigate();
  const id = useId();
  const nameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [point, setPoint] = useState<Point>(() => {
    const from = draft.mapAddress ?? getChosenAddress(merchant.id);
    return from ? { lat: from.latitude, lon: from.longitude } : defaultPoint(cities, cityId, merchant);
  });
  const [name, setName] = useState(draft.mapAddress?.name ?? '');
  // The line the address search last wrote: replaced by the next one, while words typed by hand stay.
  const autoName = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const zones = useDeliveryZones(cityId ?? null);
  // A city with zones delivers only inside them (decision 012): say so while the pin is outside.
  const outside = zones.length > 0 && !zoneAt(zones, { latitude: point.lat, longitude: point.lon });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('msg.REQUIRED_FIELD'));
      nameRef.current?.focus();
      return;
    }
    update((current) => ({
      serviceType: 'DELIVERY',
      addressSource: 'MAP',
      mapAddress: { name: name.trim(), latitude: point.lat, longitude: point.lon },
      // Door details of another address do not belong to this point.
      ...(current.detailsFor === 'map' ? {} : { details: EMPTY_DETAILS, detailsFor: 'map' }),
    }));
    navigate('/checkout');
  }

  return (
    <form className="addr-form" onSubmit={submit} noValidate>
      <PointField
        id={`${id}-point`}
        point={point}
        onChange={setPoint}
        zones={zones}
        note={outside ? t('msg.OUT_OF_SERVICE_ZONE') : null}
        onAddress={(found) => {
          if (name.trim() && name !== autoName.current) return;
          autoName.current = found;
          setName(found);
          setError(null);
        }}
      />
      <div className="account-card addr-fields">
        <TextField
          id={`${id}-name`}
          label={t('checkout.addressLine')}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          error={error ?? undefined}
          required
          maxLength={ADDRESS_TEXT_MAX.name}
          placeholder={t('checkout.addressLinePlaceholder')}
          autoComplete="street-address"
          inputRef={nameRef}
        />
        <button type="submit" className="button button-primary addr-submit">
          {t('checkout.deliverHere')}
        </button>
      </div>
    </form>
  );
}
