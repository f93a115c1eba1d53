import 'leaflet/dist/leaflet.css';
import '../maps/maps.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import { PIN_SVG, pinClassName, pinSize } from '../maps/pin';
import { OSM_ATTRIBUTION } from '../maps/types';

export interface Point {
  lat: number;
  lon: number;
}

const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A map to put the delivery point on: a tap or click moves the pin, the pin can be dragged.
 * Leaflet loads in the browser only; tiles that cannot load leave a plain grid that still takes
 * taps, and the coordinates are shown beside the map either way.
 */
export default function PointPicker({
  point,
  onChange,
  tileUrl,
  label,
}: {
  point: Point;
  onChange: (point: Point) => void;
  tileUrl: string;
  label: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const handle = useRef<{ map: Leaflet.Map; marker: Leaflet.Marker } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the pin follows `point` below.
  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then((mod) => {
      const L = ((mod as { default?: typeof Leaflet }).default ?? mod) as typeof Leaflet;
      if (cancelled || !el.current) return;
      const map = L.map(el.current, { zoomControl: true }).setView([point.lat, point.lon], 16);
      L.tileLayer(tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19, errorTileUrl: EMPTY_TILE }).addTo(
        map,
      );
      const { width, height } = pinSize(true);
      const icon = L.divIcon({
        className: pinClassName(true),
        html: PIN_SVG,
        iconSize: [width, height],
        iconAnchor: [width / 2, height],
      });
      const marker = L.marker([point.lat, point.lon], { icon, draggable: true, keyboard: false }).addTo(map);
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        onChangeRef.current({ lat, lon: lng });
      });
      map.on('click', (event: Leaflet.LeafletMouseEvent) => {
        onChangeRef.current({ lat: event.latlng.lat, lon: event.latlng.lng });
      });
      handle.current = { map, marker };
    });
    return () => {
      cancelled = true;
      handle.current?.map.remove();
      handle.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const current = handle.current;
    if (!current) return;
    const at = current.marker.getLatLng();
    if (at.lat === point.lat && at.lng === point.lon) return;
    current.marker.setLatLng([point.lat, point.lon]);
    current.map.panTo([point.lat, point.lon]);
  }, [point]);

  return <div ref={el} className="point-picker-map" role="application" aria-label={label} />;
}
