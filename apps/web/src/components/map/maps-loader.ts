/**
 * Framework-free loader for the Yandex Maps JS API v3 (spec §4 loader states, §5 validation,
 * §8 maps errors, §9 maps defaults).
 *
 * - Options are validated eagerly in `createYandexMapsLoader` (unknown keys, missing api key).
 * - Nothing touches `window`/`document` until `load()` is called, so a loader may be created
 *   during a server render; calling `load()` on the server rejects with `SERVER_SIDE_INIT`.
 * - One `<script>` per url for the whole page, shared by every loader with the same url.
 * - Failures (script error, `ymaps3.ready` rejecting, timeout) move the loader to `error`; the UI
 *   is expected to fall back (see yandex-branch-map.tsx). `load()` may be called again to retry.
 */

/** App interface languages (mirrors `Language` in @dastarkhan/domain). */
export type AppLanguage = 'uz' | 'ru' | 'eng';

/** Locales accepted by the v3 `lang` parameter (yandex.com/maps-api/docs/js-api/map/localization). */
export const YANDEX_LOCALES = [
  'ru_RU',
  'ru_UA',
  'uk_UA',
  'tr_TR',
  'en_RU',
  'en_US',
  'he_IL',
  'en_IL',
] as const;
export type YandexLocale = (typeof YANDEX_LOCALES)[number];

export type MapsLoaderState = 'pending' | 'loading' | 'loaded' | 'error';

export type MapsErrorCode =
  | 'API_KEY_MISSING'
  | 'UNKNOWN_OPTIONS'
  | 'INVALID_OPTION'
  | 'SERVER_SIDE_INIT'
  | 'SCRIPT_LOAD_FAILED'
  | 'TIMEOUT';

export class MapsError extends Error {
  override readonly name = 'MapsError';
  readonly code: MapsErrorCode;
  /** For `UNKNOWN_OPTIONS`: the offending option names. */
  readonly keys: readonly string[];

  constructor(code: MapsErrorCode, message: string, options?: { keys?: readonly string[]; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.keys = options?.keys ?? [];
  }
}

export interface YandexMapsLoaderOptions {
  /** Yandex JS API key (merchant `yandexMapKey`). Required. */
  apikey: string;
  /** App language or an explicit Yandex locale. Default `ru_RU`. */
  lang?: AppLanguage | YandexLocale;
  /** API version path segment. Only `v3` is supported (the loader waits for `ymaps3`). */
  version?: 'v3';
  /** When on, an unsupported `lang` throws `INVALID_OPTION` instead of falling back to ru_RU. Default off. */
  strictMode?: boolean;
  /** Hint for UI components: load as soon as the map mounts (default) or only when it scrolls into view. */
  initOnMount?: boolean;
  /** Give up (state `error`) after this many ms without `ymaps3.ready`. Default 10 000. */
  timeoutMs?: number;
}

export interface ResolvedYandexMapsOptions {
  readonly apikey: string;
  readonly lang: YandexLocale;
  readonly version: 'v3';
  readonly strictMode: boolean;
  readonly initOnMount: boolean;
  readonly timeoutMs: number;
}

/** The part of the `ymaps3` global this module relies on. */
export interface Ymaps3Like {
  ready: PromiseLike<unknown>;
  [key: string]: unknown;
}

export type MapsStateListener = (state: MapsLoaderState, error: MapsError | null) => void;

export interface YandexMapsLoader {
  readonly options: ResolvedYandexMapsOptions;
  readonly url: string;
  getState(): MapsLoaderState;
  /** The failure that put the loader in `error`, else null. */
  getError(): MapsError | null;
  /** Returns an unsubscribe function. */
  subscribe(listener: MapsStateListener): () => void;
  /** Resolves with the `ymaps3` global once ready. Idempotent while loading/loaded; retries after `error`. */
  load(): Promise<Ymaps3Like>;
}

export const ALLOWED_OPTION_KEYS = [
  'apikey',
  'lang',
  'version',
  'strictMode',
  'initOnMount',
  'timeoutMs',
] as const satisfies readonly (keyof YandexMapsLoaderOptions)[];

export const MAPS_DEFAULTS = {
  lang: 'ru_RU',
  version: 'v3',
  strictMode: false,
  initOnMount: true,
  timeoutMs: 10_000,
} as const satisfies Omit<ResolvedYandexMapsOptions, 'apikey'>;

const SCRIPT_BASE = 'https://api-maps.yandex.ru';

const APP_LANGUAGE_TO_LOCALE: Record<AppLanguage, YandexLocale> = {
  // v3 has no Uzbek locale (no uz_UZ in the supported list), so Uzbek users get Russian
  // toponyms — the language most Uzbek map data is labelled in besides Uzbek itself.
  uz: 'ru_RU',
  ru: 'ru_RU',
  eng: 'en_US',
};

function isYandexLocale(value: string): value is YandexLocale {
  return (YANDEX_LOCALES as readonly string[]).includes(value);
}

/**
 * Maps an app language (uz/ru/eng) or a Yandex locale to a locale the v3 API accepts.
 * Returns null for anything else.
 */
export function toYandexLocale(lang: string): YandexLocale | null {
  if (Object.hasOwn(APP_LANGUAGE_TO_LOCALE, lang)) return APP_LANGUAGE_TO_LOCALE[lang as AppLanguage];
  if (isYandexLocale(lang)) return lang;
  return null;
}

/** Validates and fills defaults. Throws `MapsError`. */
export function resolveYandexMapsOptions(options: YandexMapsLoaderOptions): ResolvedYandexMapsOptions {
  if (options === null || typeof options !== 'object') {
    throw new MapsError('API_KEY_MISSING', 'Yandex Maps: options with an api key are required');
  }
  const unknown = Object.keys(options).filter((k) => !(ALLOWED_OPTION_KEYS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    throw new MapsError(
      'UNKNOWN_OPTIONS',
      `Yandex Maps: unknown option${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (allowed: ${ALLOWED_OPTION_KEYS.join(', ')})`,
      { keys: unknown },
    );
  }

  const apikey = typeof options.apikey === 'string' ? options.apikey.trim() : '';
  if (apikey === '') throw new MapsError('API_KEY_MISSING', 'Yandex Maps: an api key is required');

  const strictMode = options.strictMode ?? MAPS_DEFAULTS.strictMode;

  let lang: YandexLocale = MAPS_DEFAULTS.lang;
  if (options.lang !== undefined) {
    const mapped = toYandexLocale(String(options.lang));
    if (mapped) lang = mapped;
    else if (strictMode) {
      throw new MapsError('INVALID_OPTION', `Yandex Maps: unsupported lang "${String(options.lang)}"`);
    } else {
      console.warn(`[maps] unsupported Yandex lang "${String(options.lang)}", using ${MAPS_DEFAULTS.lang}`);
    }
  }

  const version = options.version ?? MAPS_DEFAULTS.version;
  if (version !== 'v3') {
    throw new MapsError('INVALID_OPTION', `Yandex Maps: unsupported version "${String(version)}" (only v3)`);
  }

  const timeoutMs = options.timeoutMs ?? MAPS_DEFAULTS.timeoutMs;
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new MapsError('INVALID_OPTION', 'Yandex Maps: timeoutMs must be a positive number');
  }

  return {
    apikey,
    lang,
    version,
    strictMode,
    initOnMount: options.initOnMount ?? MAPS_DEFAULTS.initOnMount,
    timeoutMs,
  };
}

export function buildYandexMapsUrl(options: Pick<ResolvedYandexMapsOptions, 'apikey' | 'lang' | 'version'>) {
  const params = new URLSearchParams({ apikey: options.apikey, lang: options.lang });
  return `${SCRIPT_BASE}/${options.version}/?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// Shared script registry: one <script> per url for the whole page.

interface ScriptRecord {
  /** Settles when the script's load/error event fires. */
  readonly done: Promise<void>;
  readonly element: { remove?: () => void };
}

const scripts = new Map<string, ScriptRecord>();

/** Test hook: forget injected scripts (does not touch the DOM). */
export function __resetYandexMapsScriptsForTests(): void {
  scripts.clear();
}

function getYmaps3(): Ymaps3Like | undefined {
  const g = (globalThis as { window?: { ymaps3?: Ymaps3Like } }).window;
  return g?.ymaps3;
}

function injectScript(url: string): ScriptRecord {
  const existing = scripts.get(url);
  if (existing) return existing;

  const script = document.createElement('script');
  const done = new Promise<void>((resolve, reject) => {
    script.onload = () => resolve();
    script.onerror = () => {
      // Forget the failed tag so a retry injects a fresh one.
      scripts.delete(url);
      script.remove?.();
      reject(new MapsError('SCRIPT_LOAD_FAILED', `Yandex Maps: failed to load ${SCRIPT_BASE}`));
    };
  });
  // Avoid unhandled-rejection noise when every waiter already gave up (timeout).
  done.catch(() => {});
  script.async = true;
  script.src = url;
  script.setAttribute?.('data-maps-loader', 'yandex');
  const record: ScriptRecord = { done, element: script };
  scripts.set(url, record);
  document.head.appendChild(script);
  return record;
}

async function waitForYmaps3(url: string): Promise<Ymaps3Like> {
  // Already on the page (a previous loader, or a script tag rendered by someone else).
  let ymaps3 = getYmaps3();
  if (!ymaps3) {
    await injectScript(url).done;
    ymaps3 = getYmaps3();
    if (!ymaps3) {
      throw new MapsError('SCRIPT_LOAD_FAILED', 'Yandex Maps: script loaded but window.ymaps3 is missing');
    }
  }
  try {
    await ymaps3.ready;
  } catch (cause) {
    // e.g. an invalid or not yet activated api key.
    throw new MapsError('SCRIPT_LOAD_FAILED', 'Yandex Maps: ymaps3.ready rejected', { cause });
  }
  return ymaps3;
}

// ---------------------------------------------------------------------------------------------

export function createYandexMapsLoader(options: YandexMapsLoaderOptions): YandexMapsLoader {
  const resolved = resolveYandexMapsOptions(options);
  const url = buildYandexMapsUrl(resolved);
  const listeners = new Set<MapsStateListener>();
  let state: MapsLoaderState = 'pending';
  let error: MapsError | null = null;
  let inflight: Promise<Ymaps3Like> | null = null;
  let result: Ymaps3Like | null = null;

  function setState(next: MapsLoaderState, nextError: MapsError | null) {
    state = next;
    error = nextError;
    for (const listener of [...listeners]) {
      try {
        listener(state, error);
      } catch (e) {
        console.error('[maps] state listener threw', e);
      }
    }
  }

  function load(): Promise<Ymaps3Like> {
    if (typeof window === 'undefined' || typeof document === 'undefined') {
      return Promise.reject(
        new MapsError('SERVER_SIDE_INIT', 'Yandex Maps: load() must run in the browser, not during SSR'),
      );
    }
    if (state === 'loaded' && result) return Promise.resolve(result);
    if (inflight) return inflight;

    setState('loading', null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new MapsError('TIMEOUT', `Yandex Maps: not ready after ${resolved.timeoutMs} ms`)),
        resolved.timeoutMs,
      );
    });

    const attempt = Promise.race([waitForYmaps3(url), timeout]).then(
      (ymaps3) => {
        clearTimeout(timer);
        inflight = null;
        result = ymaps3;
        setState('loaded', null);
        return ymaps3;
      },
      (cause: unknown) => {
        clearTimeout(timer);
        inflight = null;
        const err =
          cause instanceof MapsError
            ? cause
            : new MapsError('SCRIPT_LOAD_FAILED', 'Yandex Maps: failed to initialise', { cause });
        setState('error', err);
        throw err;
      },
    );
    inflight = attempt;
    return attempt;
  }

  return {
    options: resolved,
    url,
    getState: () => state,
    getError: () => error,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load,
  };
}
