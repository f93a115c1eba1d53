import type * as Leaflet from 'leaflet';

export type LeafletModule = typeof Leaflet;

/** After this many failed tiles a map says so instead of showing grey holes. */
export const TILE_ERROR_THRESHOLD = 3;

/** Transparent 1×1 GIF shown in place of a failed tile, so no broken-image icon appears. */
export const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** ESM build exposes named exports; a CommonJS interop build puts them on `default`. */
export function unwrapLeaflet(mod: unknown): LeafletModule {
  const m = mod as LeafletModule & { default?: LeafletModule };
  return typeof m.map === 'function' ? m : (m.default as LeafletModule);
}
