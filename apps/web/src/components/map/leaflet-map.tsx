import './maps.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LeafletModule } from './leaflet-basics';
import { PIN_SVG, pinClassName, pinSize } from './pin';
import { PointListFallback } from './point-list-fallback';
import {
  DEFAULT_CENTER,
  DEFAULT_MAP_LABELS,
  DEFAULT_ZOOM,
  type LeafletBranchMapProps,
  type MapPoint,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  SINGLE_POINT_ZOOM,
} from './types';
import { useLeafletMap } from './use-leaflet-map';
import { useStablePoints } from './use-stable-points';

function makeIcon(L: LeafletModule, selected: boolean) {
  const { width, height } = pinSize(selected);
  return L.divIcon({
    className: pinClassName(selected),
    html: PIN_SVG,
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
  });
}

/**
 * Branch map drawn with Leaflet. Client-only (`useLeafletMap`): the server and the first client
 * render output just the framed skeleton.
 */
export function LeafletBranchMap({
  points: rawPoints,
  selectedId = null,
  onSelect,
  ariaLabel,
  labels,
  className,
  tileUrl = OSM_TILE_URL,
  attribution = OSM_ATTRIBUTION,
}: LeafletBranchMapProps) {
  const points = useStablePoints(rawPoints);
  const canvasRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef(new Map<number, Leaflet.Marker>());
  const onSelectRef = useRef(onSelect);
  const selectedRef = useRef(selectedId);
  const { status, leaflet, tilesFailed } = useLeafletMap(canvasRef, {
    tileUrl,
    attribution,
    center: DEFAULT_CENTER,
    zoom: DEFAULT_ZOOM,
    failureNote: '[maps] Leaflet could not start; showing the list instead',
  });

  useEffect(() => {
    onSelectRef.current = onSelect;
    selectedRef.current = selectedId;
  });

  // Markers and viewport, whenever the points change.
  useEffect(() => {
    if (!leaflet) return;
    const { L, map } = leaflet;
    const markers = markersRef.current;
    const valid = points.filter(isDrawable);

    for (const p of valid) {
      const selected = p.id === selectedRef.current;
      const marker = L.marker([p.lat, p.lon], {
        icon: makeIcon(L, selected),
        keyboard: true,
        title: p.subtitle ? `${p.title} — ${p.subtitle}` : p.title,
        alt: p.title,
        riseOnHover: true,
        zIndexOffset: selected ? 1000 : 0,
      });
      marker.on('click', () => onSelectRef.current?.(p.id));
      // Leaflet makes keyboard markers focusable (role=button) but does not activate them.
      marker.on('keydown', (e: Leaflet.LeafletKeyboardEvent) => {
        const key = e.originalEvent.key;
        if (key === 'Enter' || key === ' ') {
          e.originalEvent.preventDefault();
          onSelectRef.current?.(p.id);
        }
      });
      marker.addTo(map);
      markers.set(p.id, marker);
    }

    if (valid.length === 1) {
      const only = valid[0]!;
      map.setView([only.lat, only.lon], SINGLE_POINT_ZOOM);
    } else if (valid.length > 1) {
      map.fitBounds(L.latLngBounds(valid.map((p) => [p.lat, p.lon] as [number, number])), {
        padding: [32, 32],
        maxZoom: 16,
      });
    }

    return () => {
      for (const marker of markers.values()) marker.remove();
      markers.clear();
    };
  }, [leaflet, points]);

  // Selection: bigger pin on top, and bring it into view.
  useEffect(() => {
    if (!leaflet) return;
    for (const [id, marker] of markersRef.current) {
      const selected = id === selectedId;
      marker.setIcon(makeIcon(leaflet.L, selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
      if (selected && !leaflet.map.getBounds().contains(marker.getLatLng())) {
        leaflet.map.panTo(marker.getLatLng());
      }
    }
  }, [leaflet, selectedId]);

  const frameClass = ['maps-frame', tilesFailed && 'maps-frame--tiles-failed', className]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={frameClass} aria-label={ariaLabel} aria-busy={status === 'idle'}>
      {/* Leaflet owns this element's classes and children: React never re-renders its className. */}
      <div ref={canvasRef} className="maps-canvas" hidden={status === 'failed'} />
      {status === 'idle' && (
        <div className="maps-skeleton">
          <span className="maps-visually-hidden">{labels?.loading ?? DEFAULT_MAP_LABELS.loading}</span>
        </div>
      )}
      {status === 'failed' && (
        <PointListFallback points={points} selectedId={selectedId} onSelect={onSelect} labels={labels} />
      )}
    </section>
  );
}

function isDrawable(p: MapPoint): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180;
}
