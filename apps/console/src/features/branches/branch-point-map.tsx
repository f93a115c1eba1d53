import { useT } from '@dastarkhan/client';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useBoot } from '../../app/boot';
import { EMPTY_TILE, loadLeaflet } from './load-leaflet';

/**
 * The branch's point: a click or tap on the map moves it there, the pin can be dragged. The
 * latitude and longitude fields beside it stay the exact way to set it (and work without a map).
 */
export function BranchPointMap({
  lat,
  lon,
  onChange,
}: {
  lat: number | null;
  lon: number | null;
  onChange: (point: { lat: number; lon: number }) => void;
}) {
  const { t } = useT();
  const { mapTileUrl = '' } = useBoot();
  const canvas = useRef<HTMLDivElement>(null);
  const [marker, setMarker] = useState<Leaflet.CircleMarker | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const start = useRef({ lat, lon });

  useEffect(() => {
    let live = true;
    let map: Leaflet.Map | null = null;
    void loadLeaflet().then((L) => {
      if (!live || !canvas.current) return;
      const at: [number, number] = [start.current.lat ?? 41.311, start.current.lon ?? 69.279];
      map = L.map(canvas.current, { center: at, zoom: 14, scrollWheelZoom: false });
      if (mapTileUrl)
        L.tileLayer(mapTileUrl, {
          maxZoom: 19,
          errorTileUrl: EMPTY_TILE,
          attribution: '© OpenStreetMap',
        }).addTo(map);
      const pin = L.circleMarker(at, {
        radius: 10,
        color: '#1d4ed8',
        weight: 3,
        fillColor: '#fff',
        fillOpacity: 1,
      }).addTo(map);
      map.on('click', (event: Leaflet.LeafletMouseEvent) => {
        pin.setLatLng(event.latlng);
        changed.current({ lat: round(event.latlng.lat), lon: round(event.latlng.lng) });
      });
      setMarker(pin);
    });
    return () => {
      live = false;
      map?.remove();
      setMarker(null);
    };
  }, [mapTileUrl]);

  // Typed coordinates move the pin.
  useEffect(() => {
    if (marker && lat !== null && lon !== null && Number.isFinite(lat) && Number.isFinite(lon))
      marker.setLatLng([lat, lon]);
  }, [marker, lat, lon]);

  return (
    <div className="zone-map-frame zone-map-frame--plain branch-point-frame">
      {/* Leaflet owns this element's classes: React sets them once and never again. */}
      <div
        ref={canvas}
        className="zone-map branch-point-map"
        role="application"
        aria-label={t('branches.pointMap')}
      />
    </div>
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
