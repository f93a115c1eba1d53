import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  __resetYandexMapsScriptsForTests,
  createYandexMapsLoader,
  MapsError,
  type MapsLoaderState,
  toYandexLocale,
  type YandexMapsLoaderOptions,
} from './maps-loader';

// Minimal fake DOM: the loader only needs document.createElement('script') and head.appendChild.
interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
  setAttribute(name: string, value: string): void;
}

interface FakeWindow {
  ymaps3?: { ready: Promise<unknown> };
}

let appended: FakeScript[];
let fakeWindow: FakeWindow;

function installDom() {
  appended = [];
  fakeWindow = {};
  const document = {
    createElement(tag: string): FakeScript {
      if (tag !== 'script') throw new Error(`unexpected element ${tag}`);
      return {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        removed: false,
        remove() {
          this.removed = true;
        },
        setAttribute() {},
      };
    },
    head: {
      appendChild(el: FakeScript) {
        appended.push(el);
        return el;
      },
    },
  };
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', document);
}

/** Simulates the Yandex script arriving: defines the global, then fires onload. */
function scriptLoads(script: FakeScript, ready: Promise<unknown> = Promise.resolve()) {
  fakeWindow.ymaps3 = { ready };
  script.onload?.();
}

function track(loader: { subscribe(l: (s: MapsLoaderState) => void): () => void }) {
  const seen: MapsLoaderState[] = [];
  loader.subscribe((s) => seen.push(s));
  return seen;
}

function catchMapsError(fn: () => unknown): MapsError {
  try {
    fn();
  } catch (e) {
    if (e instanceof MapsError) return e;
    throw e;
  }
  throw new Error('expected a MapsError');
}

const KEY = 'test-key';

beforeEach(() => {
  __resetYandexMapsScriptsForTests();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('option validation', () => {
  it('rejects unknown option names and names them', () => {
    const err = catchMapsError(() =>
      createYandexMapsLoader({
        apikey: KEY,
        language: 'ru',
        coordorder: 'latlong',
      } as unknown as YandexMapsLoaderOptions),
    );
    expect(err.code).toBe('UNKNOWN_OPTIONS');
    expect(err.keys).toEqual(['language', 'coordorder']);
    expect(err.message).toContain('language');
    expect(err.message).toContain('coordorder');
  });

  it.each([
    ['missing', {}],
    ['empty', { apikey: '' }],
    ['blank', { apikey: '   ' }],
  ])('rejects a %s api key', (_name, options) => {
    const err = catchMapsError(() => createYandexMapsLoader(options as YandexMapsLoaderOptions));
    expect(err.code).toBe('API_KEY_MISSING');
  });

  it('applies the spec defaults: ru_RU, v3, strict mode off, initialise on mount, 10 s timeout', () => {
    const loader = createYandexMapsLoader({ apikey: KEY });
    expect(loader.options).toEqual({
      apikey: KEY,
      lang: 'ru_RU',
      version: 'v3',
      strictMode: false,
      initOnMount: true,
      timeoutMs: 10_000,
    });
    expect(loader.url).toBe('https://api-maps.yandex.ru/v3/?apikey=test-key&lang=ru_RU');
    expect(loader.getState()).toBe('pending');
  });

  it('rejects an unsupported lang only in strict mode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lax = createYandexMapsLoader({ apikey: KEY, lang: 'de_DE' as never });
    expect(lax.options.lang).toBe('ru_RU');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();

    const err = catchMapsError(() =>
      createYandexMapsLoader({ apikey: KEY, lang: 'de_DE' as never, strictMode: true }),
    );
    expect(err.code).toBe('INVALID_OPTION');
  });
});

describe('language mapping', () => {
  it.each([
    ['uz', 'ru_RU'], // v3 has no uz_UZ locale
    ['ru', 'ru_RU'],
    ['eng', 'en_US'],
    ['en_US', 'en_US'],
    ['tr_TR', 'tr_TR'],
  ] as const)('%s → %s', (lang, locale) => {
    expect(toYandexLocale(lang)).toBe(locale);
    expect(createYandexMapsLoader({ apikey: KEY, lang }).url).toContain(`lang=${locale}`);
  });

  it('returns null for unknown languages', () => {
    expect(toYandexLocale('uz_UZ')).toBeNull();
    expect(toYandexLocale('toString')).toBeNull();
  });
});

describe('load()', () => {
  it('rejects with SERVER_SIDE_INIT when there is no window', async () => {
    const loader = createYandexMapsLoader({ apikey: KEY });
    expect(typeof window).toBe('undefined');
    await expect(loader.load()).rejects.toMatchObject({ code: 'SERVER_SIDE_INIT' });
    expect(loader.getState()).toBe('pending');
  });

  it('goes pending → loading → loaded once ymaps3.ready resolves', async () => {
    installDom();
    const loader = createYandexMapsLoader({ apikey: KEY, lang: 'eng' });
    const seen = track(loader);
    expect(loader.getState()).toBe('pending');

    const promise = loader.load();
    expect(loader.getState()).toBe('loading');
    expect(appended).toHaveLength(1);
    const script = appended[0]!;
    expect(script.src).toBe('https://api-maps.yandex.ru/v3/?apikey=test-key&lang=en_US');
    expect(script.async).toBe(true);

    scriptLoads(script);
    await expect(promise).resolves.toBe(fakeWindow.ymaps3);
    expect(loader.getState()).toBe('loaded');
    expect(loader.getError()).toBeNull();
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('goes pending → loading → error when the script fails, and leaves no script behind', async () => {
    installDom();
    const loader = createYandexMapsLoader({ apikey: KEY });
    const seen = track(loader);
    const promise = loader.load();
    appended[0]!.onerror?.();
    await expect(promise).rejects.toMatchObject({ code: 'SCRIPT_LOAD_FAILED' });
    expect(loader.getState()).toBe('error');
    expect(loader.getError()?.code).toBe('SCRIPT_LOAD_FAILED');
    expect(appended[0]!.removed).toBe(true);
    expect(seen).toEqual(['loading', 'error']);
  });

  it('goes to error when ymaps3.ready rejects (e.g. a bad key)', async () => {
    installDom();
    const loader = createYandexMapsLoader({ apikey: KEY });
    const promise = loader.load();
    const ready = Promise.reject(new Error('invalid key'));
    ready.catch(() => {});
    scriptLoads(appended[0]!, ready);
    await expect(promise).rejects.toMatchObject({ code: 'SCRIPT_LOAD_FAILED' });
    expect(loader.getState()).toBe('error');
  });

  it('goes to error with TIMEOUT when nothing arrives in time (default 10 s)', async () => {
    vi.useFakeTimers();
    installDom();
    const loader = createYandexMapsLoader({ apikey: KEY });
    const seen = track(loader);
    const promise = loader.load();
    const settled = expect(promise).rejects.toMatchObject({ code: 'TIMEOUT' });

    await vi.advanceTimersByTimeAsync(9_999);
    expect(loader.getState()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(loader.getState()).toBe('error');
    expect(seen).toEqual(['loading', 'error']);
  });

  it('honours a configured timeout', async () => {
    vi.useFakeTimers();
    installDom();
    const loader = createYandexMapsLoader({ apikey: KEY, timeoutMs: 500 });
    const settled = expect(loader.load()).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(500);
    await settled;
    expect(loader.getState()).toBe('error');
  });

  it('injects one script tag for repeated loads and for two loaders with the same url', async () => {
    installDom();
    const a = createYandexMapsLoader({ apikey: KEY, lang: 'ru' });
    const b = createYandexMapsLoader({ apikey: KEY, lang: 'uz' }); // same url: uz → ru_RU
    const p1 = a.load();
    const p2 = a.load();
    const p3 = b.load();
    expect(p1).toBe(p2);
    expect(appended).toHaveLength(1);

    scriptLoads(appended[0]!);
    await Promise.all([p1, p3]);
    expect(a.getState()).toBe('loaded');
    expect(b.getState()).toBe('loaded');

    // Later loads and later loaders reuse the ready global.
    await a.load();
    const c = createYandexMapsLoader({ apikey: KEY });
    await c.load();
    expect(c.getState()).toBe('loaded');
    expect(appended).toHaveLength(1);
  });

  it('can retry after an error with a fresh script tag', async () => {
    installDom();
    const loader = createYandexMapsLoader({ apikey: KEY });
    const seen = track(loader);
    const first = loader.load();
    appended[0]!.onerror?.();
    await expect(first).rejects.toBeInstanceOf(MapsError);

    const second = loader.load();
    expect(appended).toHaveLength(2);
    scriptLoads(appended[1]!);
    await second;
    expect(seen).toEqual(['loading', 'error', 'loading', 'loaded']);
  });

  it('stops notifying after unsubscribe', async () => {
    installDom();
    const loader = createYandexMapsLoader({ apikey: KEY });
    const listener = vi.fn();
    const unsubscribe = loader.subscribe(listener);
    unsubscribe();
    const p = loader.load();
    scriptLoads(appended[0]!);
    await p;
    expect(listener).not.toHaveBeenCalled();
  });
});
