export { BranchMap, type BranchMapProps, chooseMapProvider, type ResolvedMapProvider } from './branch-map';
export { TILE_ERROR_THRESHOLD } from './leaflet-basics';
export { LeafletBranchMap } from './leaflet-map';
export {
  ALLOWED_OPTION_KEYS,
  type AppLanguage,
  buildYandexMapsUrl,
  createYandexMapsLoader,
  MAPS_DEFAULTS,
  MapsError,
  type MapsErrorCode,
  type MapsLoaderState,
  type MapsStateListener,
  type ResolvedYandexMapsOptions,
  resolveYandexMapsOptions,
  toYandexLocale,
  YANDEX_LOCALES,
  type YandexLocale,
  type YandexMapsLoader,
  type YandexMapsLoaderOptions,
  type Ymaps3Like,
} from './maps-loader';
export { PointListFallback } from './point-list-fallback';
export {
  type BranchMapBaseProps,
  DEFAULT_MAP_LABELS,
  type LeafletBranchMapProps,
  type MapLabels,
  type MapPoint,
  type MapProvider,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
} from './types';
export { YandexBranchMap, type YandexBranchMapProps } from './yandex-branch-map';
