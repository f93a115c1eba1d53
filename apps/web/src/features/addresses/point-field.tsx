import { useT } from '@dastarkhan/client';
import { lazy, Suspense, useState } from 'react';
import { useTenant } from '../../app/startup/tenant-context';
import { AddressIcon } from './address-icons';
import { AddressSearch } from './address-search';
import { formatPoint, type Point } from './default-point';
import type { MapZone } from './map-zone';
import { useReverseAddress } from './use-address-search';
import { useLocate } from './use-locate';
import '../../styles/point-field.css';

// Its own chunk, fetched only on this screen: Leaflet never reaches other routes.
const PointMap = lazy(() => import('./point-map'));

/**
 * The point of the address: the map, the coordinates as text (so the page works whatever the
 * map manages to draw) and "Use my location".
 */
export function PointField({
  id,
  point,
  onChange,
  error,
  zones,
  note,
  onAddress,
}: {
  id: string;
  point: Point;
  onChange: (point: Point) => void;
  error?: string;
  /** Delivery zones drawn under the pin (checkout's delivery point). */
  zones?: readonly MapZone[];
  /** A line under the map about the point (e.g. "outside the delivery zones"). */
  note?: string | null;
  /**
   * With it, an address search sits above the map (decision 051), and the address of a point
   * chosen on the map or found by it is looked up and handed here, for the form's address line.
   */
  onAddress?: (name: string) => void;
}) {
  const { t } = useT();
  const { mapTileUrl } = useTenant();
  // The last point the person set on the map or by geolocation: its address is looked up.
  const [moved, setMoved] = useState<Point | null>(null);
  const moveByMap = (next: Point) => {
    onChange(next);
    setMoved(next);
  };
  useReverseAddress(onAddress ? moved : null, (name) => onAddress?.(name));
  const { locate, locating } = useLocate(moveByMap);
  const hintId = `${id}-hint`;
  return (
    <section className="addr-point" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="addr-section-title">
        {t('addresses.point')}
      </h2>
      <p id={hintId} className="addr-hint">
        {t('addresses.pointHint')}
      </p>
      {onAddress && (
        <AddressSearch
          id={`${id}-search`}
          onPick={(place) => {
            onChange({ lat: place.latitude, lon: place.longitude });
            onAddress(place.name);
          }}
        />
      )}
      <Suspense fallback={<div className="addr-map-frame skeleton" aria-hidden="true" />}>
        <PointMap
          point={point}
          onChange={moveByMap}
          tileUrl={mapTileUrl}
          describedBy={hintId}
          zones={zones}
          labels={{
            map: t('addresses.map'),
            pin: t('addresses.pin'),
            loading: t('addresses.mapLoading'),
            tilesFailed: t('addresses.tilesFailed'),
            mapFailed: t('addresses.mapFailed'),
          }}
        />
      </Suspense>
      <div className="addr-point-bar">
        <output className="addr-coords" aria-live="polite">
          {t('addresses.coordinates', formatPoint(point))}
        </output>
        <button type="button" className="button addr-locate" onClick={locate} disabled={locating}>
          <AddressIcon name="locate" size={20} />
          {locating ? t('addresses.locating') : t('addresses.locate')}
        </button>
      </div>
      {note && (
        <p className="addr-zone-note" role="status">
          {note}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
