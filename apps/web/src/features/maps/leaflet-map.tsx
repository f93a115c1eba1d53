import 'leaflet/dist/leaflet.css';
import './maps.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { addTiles, followSize, type LeafletModule, unwrapLeaflet } from './leaflet-basics';
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
import { useStablePoints } from './use-stable-points';

type Status = 'idle' | 'ready' | 'failed';

function makeIcon(L: LeafletModule, selected: boolean) {
  const { width, height } = pinSize(selected);
  return L.divIcon({
    className: pinClassName(selected),
    html: PIN_SVG,
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
  });
}

interface LeafletHandle {
  L: LeafletModule;
  map: Leaflet.Map;
}

/**
 * Branch map drawn with Leaflet. Client-only: Leaflet is imported inside an effect, so the server
 * (and the first client render) output just the framed skeleton.
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
  const handleRef = useRef<LeafletHandle | null>(null);
  const markersRef = useRef(new Map<number, Leaflet.Marker>());
  const onSelectRef = useRef(onSelect);
  const selectedRef = useRef(selectedId);
  const [status, setStatus] = useState<Status>('idle');
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onSelectRef.current = onSelect;
    selectedRef.current = selectedId;
  });

  // Create the map (once per tile source).
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
        map = L.map(el, {
          center: [DEFAULT_CENTER.lat, DEFAULT_CENTER.lon],
          zoom: DEFAULT_ZOOM,
          keyboard: true,
          // Do not hijack page scrolling; zoom with the +/- buttons, keys, double-click or pinch.
          scrollWheelZoom: false,
          attributionControl: true,
          zoomControl: true,
        });
        addTiles(L, map, tileUrl, attribution, () => setTilesFailed(true));
        stopFollowing = followSize(map, el);
        handleRef.current = { L, map };
        setTilesFailed(false);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[maps] Leaflet could not start; showing the list instead', error);
        setStatus('failed');
      });

    return () => {
      cancelled = true;
      stopFollowing();
      markersRef.current.clear();
      handleRef.current = null;
      // A zoom animation ends on a 250 ms timer that remove() does not cancel; on a removed map it
      // throws (`_leaflet_pos` of undefined). Marked as ended, the timer returns at once.
      if (map) (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
      map?.remove();
      setStatus('idle');
    };
  }, [tileUrl, attribution]);

  // Markers and viewport, whenever the points change.
  useEffect(() => {
    const handle = handleRef.current;
    if (status !== 'ready' || !handle) return;
    const { L, map } = handle;
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
  }, [status, points]);

  // Selection: bigger pin on top, and bring it into view.
  useEffect(() => {
    const handle = handleRef.current;
    if (status !== 'ready' || !handle) return;
    for (const [id, marker] of markersRef.current) {
      const selected = id === selectedId;
      marker.setIcon(makeIcon(handle.L, selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
      if (selected && !handle.map.getBounds().contains(marker.getLatLng())) {
        handle.map.panTo(marker.getLatLng());
      }
    }
  }, [status, selectedId]);

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
