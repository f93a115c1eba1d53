import { z } from 'zod';

/** Map providers: Yandex, Leaflet, and Yandex with the merchant's own key/tiles (spec §3). */
export const MapProviderSchema = z.enum(['YANDEX', 'LEAFLET', 'YANDEX_OWN']);
export type MapProvider = z.infer<typeof MapProviderSchema>;
export const DEFAULT_MAP_PROVIDER: MapProvider = 'YANDEX';

export const ThemeSchema = z.enum(['DARK', 'LIGHT']);
export type Theme = z.infer<typeof ThemeSchema>;

/**
 * Whether the main colour is dark or light, which picks the text colour on it (white on dark,
 * black otherwise — spec §9). The spec writes these values lowercase, unlike Theme.
 */
export const MainColorTypeSchema = z.enum(['dark', 'light']);
export type MainColorType = z.infer<typeof MainColorTypeSchema>;
