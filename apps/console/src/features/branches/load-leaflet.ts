import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | null = null;

/**
 * Leaflet with the Geoman drawing plugin. Geoman extends the global `L`, and an ES module's
 * namespace cannot be extended, so Leaflet is copied into a plain object made global first.
 */
export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= (async () => {
    const mod = (await import('leaflet')) as unknown as LeafletModule & { default?: LeafletModule };
    const L = { ...(typeof mod.map === 'function' ? mod : mod.default!) } as LeafletModule;
    (globalThis as unknown as { L: LeafletModule }).L = L;
    await import('@geoman-io/leaflet-geoman-free');
    return L;
  })();
  return loading;
}

/** Transparent 1×1 GIF in place of a tile that failed: no broken-image icons on the map. */
export const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
