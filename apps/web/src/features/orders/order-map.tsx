import '../../components/map/maps.css';
import './order-map.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LeafletModule } from '../../components/map/leaflet-basics';
import { DEFAULT_CENTER, DEFAULT_ZOOM, SINGLE_POINT_ZOOM } from '../../components/map/types';
import { useLeafletMap } from '../../components/map/use-leaflet-map';
import type { OrderPoint, OrderPointKind } from './map-points';
import { POINT_GLYPHS } from './point-glyphs';

export interface OrderMapLabels {
  region: string;
  loading: string;
  tilesFailed: string;
  unavailable: string;
  kinds: Record<OrderPointKind, string>;
}

function iconFor(L: LeafletModule, kind: OrderPointKind) {
  return L.divIcon({
    className: `order-marker order-marker-${kind}`,
    html: `<span class="order-marker-face">${POINT_GLYPHS[kind]}</span>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });
}

/**
 * The branch, the destination and the courier of an order on a Leaflet map. Browser-only (a lazy
 * chunk). The viewport fits the points once and again only when a kind of point appears; a
 * courier who moves is only moved, so the customer's own pan and zoom stay.
 */
export default function OrderMap({
  points,
  tileUrl,
  labels,
}: {
  points: readonly OrderPoint[];
  tileUrl: string;
  labels: OrderMapLabels;
}) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef(new Map<OrderPointKind, Leaflet.Marker>());
  const routeRef = useRef<Leaflet.Polyline | null>(null);
  const { status, leaflet, tilesFailed } = useLeafletMap(canvasRef, {
    tileUrl,
    center: DEFAULT_CENTER,
    zoom: DEFAULT_ZOOM,
    gridClassName: 'order-map-grid-tile',
    failureNote: '[orders] the map could not start; the points are listed instead',
  });

  // A map made again (another tile source) starts without markers or route.
  useEffect(() => {
    if (!leaflet) return;
    const markers = markersRef.current;
    return () => {
      markers.clear();
      routeRef.current = null;
    };
  }, [leaflet]);

  // Markers follow the points: added, moved or removed by kind.
  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    const markers = markersRef.current;
    let newKind = false;
    for (const point of points) {
      const title = [labels.kinds[point.kind], point.title].filter(Boolean).join(': ');
      const existing = markers.get(point.kind);
      if (existing) {
        existing.setLatLng([point.lat, point.lon]);
        existing.getElement()?.setAttribute('title', title);
        continue;
      }
      newKind = true;
      // Not keyboard stops: the same points are listed under the map with their names.
      const marker = L.marker([point.lat, point.lon], {
        icon: iconFor(L, point.kind),
        keyboard: false,
        title,
        zIndexOffset: point.kind === 'courier' ? 1000 : 0,
      }).addTo(map);
      markers.set(point.kind, marker);
    }
    for (const [kind, marker] of markers) {
      if (!points.some((point) => point.kind === kind)) {
        marker.remove();
        markers.delete(kind);
      }
    }
    // The way the order goes: branch, the courier when known, the door. A hint, not a road.
    const way = (['branch', 'courier', 'destination'] as const)
      .map((kind) => points.find((point) => point.kind === kind))
      .filter((point) => point !== undefined)
      .map((point) => [point.lat, point.lon] as [number, number]);
    const hasDoor = points.some((point) => point.kind === 'destination');
    if (hasDoor && way.length > 1) {
      if (routeRef.current) routeRef.current.setLatLngs(way);
      else
        routeRef.current = L.polyline(way, {
          className: 'order-map-route',
          interactive: false,
          dashArray: '6 8',
          weight: 3,
        }).addTo(map);
    } else {
      routeRef.current?.remove();
      routeRef.current = null;
    }
    if (!newKind) return;
    if (points.length === 1) {
      map.setView([points[0]!.lat, points[0]!.lon], SINGLE_POINT_ZOOM);
    } else if (points.length > 1) {
      map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number])), {
        padding: [40, 40],
        maxZoom: 16,
      });
    }
  }, [leaflet, points, labels.kinds]);

  return (
    <section className="maps-frame order-map-frame" aria-label={labels.region} aria-busy={status === 'idle'}>
      {/* Leaflet owns this element's classes and children: React never re-renders its className. */}
      <div ref={canvasRef} className="maps-canvas" hidden={status === 'failed'} />
      {status === 'idle' && (
        <div className="maps-skeleton">
          <span className="visually-hidden">{labels.loading}</span>
        </div>
      )}
      {status === 'ready' && tilesFailed && <p className="order-map-note">{labels.tilesFailed}</p>}
      {status === 'failed' && <p className="order-map-failed">{labels.unavailable}</p>}
    </section>
  );
}
