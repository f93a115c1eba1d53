import type * as Leaflet from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { addGrid, addTiles, followSize, type LeafletModule, unwrapLeaflet } from './leaflet-basics';
import { OSM_ATTRIBUTION } from './types';

/** A map that is drawn: Leaflet itself (for markers and shapes) and the map. */
export interface LeafletHandle {
  L: LeafletModule;
  map: Leaflet.Map;
}

export interface LeafletMapOptions {
  /** The XYZ tile template (MAP_TILE_URL); empty means no tiles, which the map says at once. */
  tileUrl: string;
  /** HTML attribution for the tiles (it must stay visible). Default: OpenStreetMap's. */
  attribution?: string;
  /** Where the map opens; read once, when it is created. */
  center: { lat: number; lon: number };
  zoom: number;
  /**
   * Class of the cells of a grid drawn under the tiles: it moves with the map, so dragging and
   * zooming stay visible where no tile can be downloaded. No grid without it.
   */
  gridClassName?: string;
  /** Logged, with the error, when Leaflet cannot start. */
  failureNote: string;
}

export interface LeafletMapState {
  /** `idle` until Leaflet is loaded and the map drawn (the server and the first render too). */
  status: 'idle' | 'ready' | 'failed';
  /** The drawn map, while `status` is `ready`. */
  leaflet: LeafletHandle | null;
  /** Tiles failed (or there is no tile source): the map is still usable, without its picture. */
  tilesFailed: boolean;
}

/**
 * The one place a Leaflet map is made. Leaflet is imported inside an effect, so it never lands in
 * the first load and never runs on the server; the map has zoom buttons, keyboard control and the
 * tiles' attribution, leaves the wheel to the page, follows its box's size, and is made again only
 * when the tile source changes. The caller draws on `leaflet` once `status` is `ready`.
 */
export function useLeafletMap(
  canvasRef: RefObject<HTMLDivElement | null>,
  options: LeafletMapOptions,
): LeafletMapState {
  const { tileUrl, attribution = OSM_ATTRIBUTION } = options;
  const [state, setState] = useState<Omit<LeafletMapState, 'tilesFailed'>>(IDLE);
  const [tilesFailed, setTilesFailed] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

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
        const { center, zoom, gridClassName } = latest.current;
        map = L.map(el, {
          center: [center.lat, center.lon],
          zoom,
          keyboard: true,
          // Do not hijack page scrolling; zoom with the +/- buttons, keys, double-click or pinch.
          scrollWheelZoom: false,
          attributionControl: true,
          zoomControl: true,
        });
        if (gridClassName) addGrid(L, map, gridClassName);
        if (tileUrl) addTiles(L, map, tileUrl, attribution, () => setTilesFailed(true));
        else setTilesFailed(true);
        stopFollowing = followSize(map, el);
        setState({ status: 'ready', leaflet: { L, map } });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn(latest.current.failureNote, error);
        setState(FAILED);
      });

    return () => {
      cancelled = true;
      stopFollowing();
      // A zoom animation ends on a 250 ms timer that remove() does not cancel; on a removed map it
      // throws (`_leaflet_pos` of undefined). Marked as ended, the timer returns at once.
      if (map) (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
      map?.remove();
      setState(IDLE);
      setTilesFailed(false);
    };
  }, [canvasRef, tileUrl, attribution]);

  return { ...state, tilesFailed };
}

const IDLE = { status: 'idle', leaflet: null } as const;
const FAILED = { status: 'failed', leaflet: null } as const;
