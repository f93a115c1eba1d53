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

/**
 * A grid drawn as map tiles under the real ones: it moves with the map, so dragging and zooming
 * stay visible even where no tile can be downloaded (offline, blocked, this machine).
 * `tileClassName` styles its cells.
 */
export function addGrid(L: LeafletModule, map: Leaflet.Map, tileClassName: string) {
  const Grid = L.GridLayer.extend({
    createTile() {
      const tile = document.createElement('div');
      tile.className = tileClassName;
      return tile;
    },
  }) as unknown as new (
    options: Leaflet.GridLayerOptions,
  ) => Leaflet.GridLayer;
  new Grid({ tileSize: 64, zIndex: 0 }).addTo(map);
}

/** The tile layer; `onFailed` runs once TILE_ERROR_THRESHOLD tiles have failed to load. */
export function addTiles(
  L: LeafletModule,
  map: Leaflet.Map,
  url: string,
  attribution: string,
  onFailed: () => void,
) {
  let errors = 0;
  L.tileLayer(url, { attribution, maxZoom: 19, errorTileUrl: EMPTY_TILE })
    .on('tileerror', () => {
      errors += 1;
      if (errors === TILE_ERROR_THRESHOLD) onFailed();
    })
    .addTo(map);
}

/** Keeps the map's size in step with its box (layouts change under it); returns the stop. */
export function followSize(map: Leaflet.Map, element: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => map.invalidateSize());
  observer.observe(element);
  return () => observer.disconnect();
}
