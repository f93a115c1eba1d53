import '../../components/map/maps.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import { PIN_SVG, pinClassName, pinSize } from '../../components/map/pin';
import { useLeafletMap } from '../../components/map/use-leaflet-map';
import type { Point } from './default-point';
import type { MapZone } from './map-zone';

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
  zones,
}: {
  zones?: readonly MapZone[];
  point: Point;
  onChange: (point: Point) => void;
  tileUrl: string;
  labels: PointMapLabels;
  describedBy?: string;
}) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<Leaflet.Marker | null>(null);
  const onChangeRef = useRef(onChange);
  const pointRef = useRef(point);
  const pinLabelRef = useRef(labels.pin);
  // The map, once per tile source; the pin starts where the form's point is.
  const { status, leaflet, tilesFailed } = useLeafletMap(canvasRef, {
    tileUrl,
    center: point,
    zoom: START_ZOOM,
    gridClassName: 'addr-map-grid-tile',
    failureNote: '[addresses] the map could not start; coordinates and geolocation still work',
  });

  useEffect(() => {
    onChangeRef.current = onChange;
    pointRef.current = point;
    pinLabelRef.current = labels.pin;
  });

  // The pin: a tap or click moves it, it can be dragged, and the arrow keys move it when focused.
  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    const start = pointRef.current;
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
    const onClick = (event: Leaflet.LeafletMouseEvent) => {
      if (!event.latlng) return;
      marker.setLatLng(event.latlng);
      report(event.latlng);
    };
    map.on('click', onClick);
    marker.on('keydown', (event: Leaflet.LeafletKeyboardEvent) => {
      const key = event.originalEvent;
      const delta = KEY_DELTAS[key.key];
      if (!delta) return;
      key.preventDefault();
      const step = key.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX;
      const at = map.latLngToContainerPoint(marker.getLatLng()).add([delta[0] * step, delta[1] * step]);
      const next = map.containerPointToLatLng(at);
      marker.setLatLng(next);
      map.panInside(next, { padding: [48, 48] });
      report(next);
    });
    markerRef.current = marker;
    return () => {
      markerRef.current = null;
      map.off('click', onClick);
      marker.remove();
    };
  }, [leaflet]);

  // The delivery zones: outline and a light fill, under the pin and not in the way of its clicks.
  useEffect(() => {
    if (!leaflet || !zones || zones.length === 0) return;
    const { L, map } = leaflet;
    const group = L.layerGroup(
      zones.map((zone) =>
        L.polygon(
          zone.polygon.map(([lon, lat]) => [lat, lon] as [number, number]),
          { color: zone.color, weight: 2, fillOpacity: 0.12, interactive: false },
        ),
      ),
    ).addTo(map);
    return () => {
      group.remove();
    };
  }, [leaflet, zones]);

  // A point from outside the map (geolocation): move the pin there and bring it into view.
  useEffect(() => {
    const marker = markerRef.current;
    if (!leaflet || !marker || samePoint(marker.getLatLng(), point)) return;
    marker.setLatLng([point.lat, point.lon]);
    leaflet.map.setView([point.lat, point.lon], Math.max(leaflet.map.getZoom(), START_ZOOM));
  }, [leaflet, point]);

  // The pin's name follows the interface language (a new pin takes it when made).
  useEffect(() => {
    const element = markerRef.current?.getElement();
    if (!element) return;
    element.title = labels.pin;
    element.setAttribute('aria-label', labels.pin);
  }, [labels.pin]);

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
