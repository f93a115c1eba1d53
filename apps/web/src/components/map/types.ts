/** A place to show on a branch map. Coordinates are plain WGS84 latitude/longitude. */
export interface MapPoint {
  id: number;
  lat: number;
  lon: number;
  title: string;
  subtitle?: string;
}

/** Texts the maps show; pass translated ones (defaults are English). */
export interface MapLabels {
  /** Announced while the map loads. */
  loading: string;
  /** Shown above the plain list when no map can be drawn. */
  unavailable: string;
}

export const DEFAULT_MAP_LABELS: MapLabels = {
  loading: 'Loading map…',
  unavailable: 'The map is unavailable right now. Choose a branch from the list.',
};

/** Props every branch map takes, whatever draws it. */
export interface BranchMapBaseProps {
  points: readonly MapPoint[];
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /** Accessible name of the map region, e.g. "Branches on the map". */
  ariaLabel: string;
  labels?: Partial<MapLabels>;
  className?: string;
}

export interface LeafletBranchMapProps extends BranchMapBaseProps {
  /** XYZ tile template. Default: OpenStreetMap (its attribution must stay visible). */
  tileUrl?: string;
  /** HTML attribution for the tiles. Default: the OSM attribution. */
  attribution?: string;
}

/** Merchant map providers (spec §3; mirrors `MapProvider` in @dastarkhan/domain). */
export type MapProvider = 'YANDEX' | 'LEAFLET' | 'YANDEX_OWN';

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors';

/** Where to look when there are no points (spec §9 default address coordinates, Tashkent). */
export const DEFAULT_CENTER = { lat: 41.311321, lon: 69.27922327443147 } as const;
export const DEFAULT_ZOOM = 11;
export const SINGLE_POINT_ZOOM = 15;
