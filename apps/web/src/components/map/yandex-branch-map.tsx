import './maps.css';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { LeafletBranchMap } from './leaflet-map';
import {
  type AppLanguage,
  createYandexMapsLoader,
  type MapsLoaderState,
  type YandexLocale,
  type YandexMapsLoader,
  type Ymaps3Like,
} from './maps-loader';
import { PIN_SVG, pinClassName } from './pin';
import { PointListFallback } from './point-list-fallback';
import {
  DEFAULT_CENTER,
  DEFAULT_MAP_LABELS,
  DEFAULT_ZOOM,
  type LeafletBranchMapProps,
  type MapPoint,
  SINGLE_POINT_ZOOM,
} from './types';
import { useStablePoints } from './use-stable-points';

export interface YandexBranchMapProps extends LeafletBranchMapProps {
  /** Merchant Yandex JS API key. Without a usable key the Leaflet map is shown. */
  apiKey: string;
  /** App language (uz/ru/eng) or a Yandex locale. Default ru_RU. */
  lang?: AppLanguage | YandexLocale;
  /** Load the API on mount (default) or only when the map scrolls near the viewport. */
  initOnMount?: boolean;
  /** Fall back to Leaflet after this many ms without the API. Default 10 000. */
  timeoutMs?: number;
}

// The small part of the v3 API used here (coordinates are [lon, lat]).
type LngLat = [number, number];
type YMapLocation = { center: LngLat; zoom: number } | { bounds: [LngLat, LngLat] };
interface YMapEntity {
  update?(props: Record<string, unknown>): void;
}
interface YMapInstance {
  addChild(child: YMapEntity): unknown;
  destroy(): void;
}
interface Ymaps3Api extends Ymaps3Like {
  YMap: new (el: HTMLElement, props: { location: YMapLocation; behaviors?: string[] }) => YMapInstance;
  YMapDefaultSchemeLayer: new (props: Record<string, unknown>) => YMapEntity;
  YMapDefaultFeaturesLayer: new (props: Record<string, unknown>) => YMapEntity;
  YMapMarker: new (props: { coordinates: LngLat; zIndex?: number }, element: HTMLElement) => YMapEntity;
}

function asApi(ymaps3: Ymaps3Like): Ymaps3Api {
  const api = ymaps3 as Ymaps3Api;
  for (const name of ['YMap', 'YMapDefaultSchemeLayer', 'YMapDefaultFeaturesLayer', 'YMapMarker'] as const) {
    if (typeof api[name] !== 'function') throw new Error(`ymaps3.${name} is missing`);
  }
  return api;
}

/** Viewport for the points: bounds (top-left, bottom-right) with a margin, or a centre. */
export function yandexLocationFor(points: readonly MapPoint[]): YMapLocation {
  if (points.length === 0) return { center: [DEFAULT_CENTER.lon, DEFAULT_CENTER.lat], zoom: DEFAULT_ZOOM };
  if (points.length === 1) return { center: [points[0]!.lon, points[0]!.lat], zoom: SINGLE_POINT_ZOOM };
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  let [west, east, south, north] = [
    Math.min(...lons),
    Math.max(...lons),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const padLon = Math.max((east - west) * 0.15, 0.005);
  const padLat = Math.max((north - south) * 0.15, 0.005);
  west -= padLon;
  east += padLon;
  south -= padLat;
  north += padLat;
  return {
    bounds: [
      [west, north],
      [east, south],
    ],
  };
}

function createPinElement(point: MapPoint, selected: boolean, onActivate: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${pinClassName(selected)} maps-pin--ymaps`;
  const name = point.subtitle ? `${point.title} — ${point.subtitle}` : point.title;
  button.title = name;
  button.setAttribute('aria-label', name);
  button.setAttribute('aria-pressed', String(selected));
  button.innerHTML = PIN_SVG; // static markup, no user text
  button.addEventListener('click', (e) => {
    e.stopPropagation();
    onActivate();
  });
  return button;
}

const noopUnsubscribe = () => {};

/**
 * Branch map drawn with Yandex Maps v3. While the API loads it shows a skeleton of the same size;
 * if the key is unusable, the script fails, times out, or the map cannot be built, it renders
 * the Leaflet map instead (which itself falls back to a plain list).
 */
export function YandexBranchMap(props: YandexBranchMapProps) {
  const {
    apiKey,
    lang,
    initOnMount,
    timeoutMs,
    points: rawPoints,
    selectedId = null,
    onSelect,
    ariaLabel,
    labels,
    className,
  } = props;
  const points = useStablePoints(rawPoints);

  const loader = useMemo<YandexMapsLoader | null>(() => {
    try {
      return createYandexMapsLoader({
        apikey: apiKey,
        ...(lang !== undefined && { lang }),
        ...(initOnMount !== undefined && { initOnMount }),
        ...(timeoutMs !== undefined && { timeoutMs }),
      });
    } catch (error) {
      if (typeof window !== 'undefined') console.warn('[maps] Yandex Maps disabled:', error);
      return null;
    }
  }, [apiKey, lang, initOnMount, timeoutMs]);

  const subscribe = useCallback(
    (onChange: () => void) => (loader ? loader.subscribe(onChange) : noopUnsubscribe),
    [loader],
  );
  const state: MapsLoaderState = useSyncExternalStore(
    subscribe,
    () => (loader ? loader.getState() : 'error'),
    () => (loader ? 'pending' : 'error'),
  );

  const frameRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const pinsRef = useRef(new Map<number, { element: HTMLButtonElement; marker: YMapEntity }>());
  const onSelectRef = useRef(onSelect);
  const selectedRef = useRef(selectedId);
  const [renderFailed, setRenderFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    onSelectRef.current = onSelect;
    selectedRef.current = selectedId;
  });

  // Start loading: on mount, or when the frame comes near the viewport.
  useEffect(() => {
    if (!loader) return;
    const start = () => {
      loader.load().catch((error: unknown) => {
        console.warn('[maps] Yandex Maps unavailable, using Leaflet:', error);
      });
    };
    const el = frameRef.current;
    if (loader.options.initOnMount || !el || typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loader]);

  // Build the map once the API is ready; rebuild when the points change.
  useEffect(() => {
    const el = canvasRef.current;
    if (!loader || state !== 'loaded' || !el) return;
    let cancelled = false;
    let map: YMapInstance | null = null;
    const pins = pinsRef.current;

    loader
      .load()
      .then((ymaps3) => {
        if (cancelled) return;
        const api = asApi(ymaps3);
        const valid = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon));
        map = new api.YMap(el, {
          location: yandexLocationFor(valid),
          // No scroll zoom: the page must keep scrolling over the map.
          behaviors: ['drag', 'pinchZoom', 'dblClick'],
        });
        map.addChild(new api.YMapDefaultSchemeLayer({}));
        map.addChild(new api.YMapDefaultFeaturesLayer({}));
        for (const p of valid) {
          const selected = p.id === selectedRef.current;
          const element = createPinElement(p, selected, () => onSelectRef.current?.(p.id));
          const marker = new api.YMapMarker(
            { coordinates: [p.lon, p.lat], zIndex: selected ? 1000 : 0 },
            element,
          );
          map.addChild(marker);
          pins.set(p.id, { element, marker });
        }
        setDrawn(true);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[maps] Yandex map could not be drawn, using Leaflet:', error);
        setRenderFailed(true);
      });

    return () => {
      cancelled = true;
      pins.clear();
      try {
        map?.destroy();
      } catch {
        // The map is going away anyway.
      }
      setDrawn(false);
    };
  }, [loader, state, points]);

  // Selection: restyle the pins in place.
  useEffect(() => {
    if (!drawn) return;
    for (const [id, { element, marker }] of pinsRef.current) {
      const selected = id === selectedId;
      element.className = `${pinClassName(selected)} maps-pin--ymaps`;
      element.setAttribute('aria-pressed', String(selected));
      marker.update?.({ zIndex: selected ? 1000 : 0 });
    }
  }, [drawn, selectedId]);

  if (state === 'error' || renderFailed) {
    const { apiKey: _k, lang: _l, initOnMount: _i, timeoutMs: _t, ...leafletProps } = props;
    return leafletProps.tileUrl === '' ? (
      <section className={['maps-frame', className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
        <PointListFallback points={points} selectedId={selectedId} onSelect={onSelect} labels={labels} />
      </section>
    ) : (
      <LeafletBranchMap {...leafletProps} />
    );
  }

  return (
    <section
      ref={frameRef}
      className={['maps-frame', className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
      aria-busy={!drawn}
    >
      <div ref={canvasRef} className="maps-canvas" />
      {!drawn && (
        <div className="maps-skeleton">
          <span className="maps-visually-hidden">{labels?.loading ?? DEFAULT_MAP_LABELS.loading}</span>
        </div>
      )}
    </section>
  );
}
