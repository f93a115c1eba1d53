import type { Language, Multilingual } from '@dastarkhan/domain';

/**
 * What the API put into index.html (apps/api/src/plugins/console.ts): the tenant of this host,
 * resolved as for the storefront. Public fields only.
 */
export interface ConsoleBoot {
  merchant: {
    id: number;
    sub: string;
    name: Multilingual;
    logo: string | null;
    color: string;
    /** false while a new tenant sets up: its OWNER lands on the checklist (decision 029). */
    live: boolean;
  };
  /** The languages the tenant's storefront offers, its main one first. */
  languages: Language[];
  mainLanguage: Language;
  mainColor: string;
  /** Leaflet tile template (MAP_TILE_URL); empty: no tiles. */
  mapTileUrl?: string;
}

/** Reads the boot JSON; a page without it (opened from the build folder) cannot work. */
export function readBoot(doc: Document = document): ConsoleBoot {
  const text = doc.getElementById('console-boot')?.textContent;
  if (!text) throw new Error('The console must be opened through the server (no tenant in the page)');
  return JSON.parse(text) as ConsoleBoot;
}
