import 'leaflet/dist/leaflet.css';
import '../maps/maps.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { addGrid, addTiles, followSize, unwrapLeaflet } from '../maps/leaflet-basics';
import { PIN_SVG, pinClassName, pinSize } from '../maps/pin';
import { OSM_ATTRIBUTION } from '../maps/types';
import type { Point } from './default-point';

type Status = 'idle' | 'ready' | 'failed';

export interface PointMapLabels {
  map: string;
  pin: string;
  loading: string;
  tilesFailed: string;
  mapFailed: string;
}

const START_ZOOM = 16;
/** Arrow keys move the focused pin this many pixels (Shift: five times as far). */
const KEY_STEP_PX = 12;
const KEY_DELTAS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function samePoint(a: Leaflet.LatLng, b: Point) {
  return a.lat === b.lat && a.lng === b.lon;
}

/**
 * The point of an address on a Leaflet map: a tap or click moves the pin, the pin can be
 * dragged, and a focused pin moves with the arrow keys. Browser-only (loaded lazily).
 */
export default function PointMap({
  point,
  onChange,
  tileUrl,
  labels,
  describedBy,
}: {
  point: Point;
  onChange: (point: Point) => void;
  tileUrl: string;
  labels: PointMapLabels;
  describedBy?: string;
}) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<{ map: Leaflet.Map; marker: Leaflet.Marker } | null>(null);
  const onChangeRef = useRef(onChange);
  const pointRef = useRef(point);
  const pinLabelRef = useRef(labels.pin);
  const [status, setStatus] = useState<Status>('idle');
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
    pointRef.current = point;
    pinLabelRef.current = labels.pin;
  });

  // The map, once per tile source; the pin starts where the form's point is.
  useEffect(() => {
    const el = canvasRef.current;
    if (!el) return;
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    let stopFollowing = () => {};

    import('leaflet')
      .then((mod) => {
        if (cancelled) return;
        const L = unwrapLeaflet(mod);
        const start = pointRef.current;
        map = L.map(el, {
          center: [start.lat, start.lon],
          zoom: START_ZOOM,
          keyboard: true,
          // The page keeps scrolling over the map; zoom with the buttons, keys or pinch.
          scrollWheelZoom: false,
        });
        addGrid(L, map, 'addr-map-grid-tile');
        if (tileUrl) {
          addTiles(L, map, tileUrl, OSM_ATTRIBUTION, () => setTilesFailed(true));
        } else {
          setTilesFailed(true);
        }

        const { width, height } = pinSize(true);
        const icon = L.divIcon({
          className: pinClassName(true),
          html: PIN_SVG,
          iconSize: [width, height],
          iconAnchor: [width / 2, height],
        });
        const marker = L.marker([start.lat, start.lon], {
          icon,
          draggable: true,
          keyboard: true,
          title: pinLabelRef.current,
          autoPanOnFocus: true,
        }).addTo(map);
        marker.getElement()?.setAttribute('aria-label', pinLabelRef.current);

        const report = (at: Leaflet.LatLng) => onChangeRef.current({ lat: at.lat, lon: at.lng });
        marker.on('dragend', () => report(marker.getLatLng()));
        map.on('click', (event: Leaflet.LeafletMouseEvent) => {
          if (!event.latlng) return;
          marker.setLatLng(event.latlng);
          report(event.latlng);
        });
        marker.on('keydown', (event: Leaflet.LeafletKeyboardEvent) => {
          const key = event.originalEvent;
          const delta = KEY_DELTAS[key.key];
          if (!delta || !map) return;
          key.preventDefault();
          const step = key.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX;
          const at = map.latLngToContainerPoint(marker.getLatLng()).add([delta[0] * step, delta[1] * step]);
          const next = map.containerPointToLatLng(at);
          marker.setLatLng(next);
          map.panInside(next, { padding: [48, 48] });
          report(next);
        });

        stopFollowing = followSize(map, el);
        handleRef.current = { map, marker };
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[addresses] the map could not start; coordinates and geolocation still work', error);
        setStatus('failed');
      });

    return () => {
      cancelled = true;
      stopFollowing();
      handleRef.current = null;
      map?.remove();
      setStatus('idle');
      setTilesFailed(false);
    };
  }, [tileUrl]);

  // A point from outside the map (geolocation): move the pin there and bring it into view.
  useEffect(() => {
    const handle = handleRef.current;
    if (status !== 'ready' || !handle || samePoint(handle.marker.getLatLng(), point)) return;
    handle.marker.setLatLng([point.lat, point.lon]);
    handle.map.setView([point.lat, point.lon], Math.max(handle.map.getZoom(), START_ZOOM));
  }, [status, point]);

  // The pin's name follows the interface language.
  useEffect(() => {
    const element = handleRef.current?.marker.getElement();
    if (status !== 'ready' || !element) return;
    element.title = labels.pin;
    element.setAttribute('aria-label', labels.pin);
  }, [status, labels.pin]);

  return (
    <div className="addr-map-frame" aria-busy={status === 'idle'}>
      {/* Leaflet owns this element's classes and children; React only sets the attributes below. */}
      <div
        ref={canvasRef}
        className="addr-map-canvas"
        role="application"
        aria-label={labels.map}
        aria-describedby={describedBy}
        hidden={status === 'failed'}
      />
      {status === 'idle' && (
        <div className="maps-skeleton">
          <span className="visually-hidden">{labels.loading}</span>
        </div>
      )}
      {status === 'ready' && tilesFailed && <p className="addr-map-note">{labels.tilesFailed}</p>}
      {status === 'failed' && <p className="addr-map-failed">{labels.mapFailed}</p>}
    </div>
  );
}
