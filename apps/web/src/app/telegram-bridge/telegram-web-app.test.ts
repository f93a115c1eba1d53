import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isTelegramLaunch,
  setUpTelegramWebApp,
  TELEGRAM_SCRIPT_URL,
  type TelegramWebApp,
  versionAtLeast,
  webAppFromHash,
} from './telegram-web-app';

// The `web` project runs in node: window, document and storage are small fakes on globalThis.

function createStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function createRoot() {
  const properties = new Map<string, string>();
  const attributes = new Map<string, string>();
  return {
    style: {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => void properties.delete(name),
      getPropertyValue: (name: string) => properties.get(name) ?? '',
    },
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
}

type Root = ReturnType<typeof createRoot>;

interface FakeScript {
  src: string;
  async: boolean;
  nonce: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/** A document whose appended script does what `onAppend` says (load, fail, or never answer). */
function stubDocument(onAppend: (script: FakeScript) => void = () => {}) {
  const root = createRoot();
  const appended: FakeScript[] = [];
  vi.stubGlobal('document', {
    documentElement: root,
    head: {
      appendChild: (script: FakeScript) => {
        appended.push(script);
        onAppend(script);
      },
    },
    createElement: () => ({ src: '', async: false, nonce: '', onload: null, onerror: null }),
    querySelector: (selector: string) => (selector === 'script[nonce]' ? { nonce: 'n0nce' } : null),
  });
  return { root, appended };
}

function createWebApp(overrides: Partial<TelegramWebApp> = {}) {
  const calls: string[] = [];
  const handlers = new Map<string, () => void>();
  const record = (name: string) => () => void calls.push(name);
  const webApp: TelegramWebApp = {
    initData: 'auth_date=1&hash=x',
    initDataUnsafe: {},
    version: '7.10',
    colorScheme: 'dark',
    themeParams: {
      bg_color: '#17212b',
      text_color: '#f5f5f5',
      hint_color: '#a0acb6',
      secondary_bg_color: '#232e3c',
    },
    viewportHeight: 612,
    viewportStableHeight: 600,
    isVersionAtLeast: (wanted) => versionAtLeast(webApp.version, wanted),
    ready: record('ready'),
    expand: record('expand'),
    disableClosingConfirmation: record('disableClosingConfirmation'),
    disableVerticalSwipes: record('disableVerticalSwipes'),
    onEvent: (event, handler) => void handlers.set(event, handler),
    offEvent: (event, handler) => {
      if (handlers.get(event) === handler) handlers.delete(event);
    },
    ...overrides,
  };
  return { webApp, calls, handlers };
}

const initData =
  'query_id=AAE&user=%7B%22id%22%3A42%2C%22first_name%22%3A%22Alisher%22%7D&auth_date=1750000000&hash=ab';
const launchHash = `#${new URLSearchParams({
  tgWebAppData: initData,
  tgWebAppVersion: '7.10',
  tgWebAppPlatform: 'android',
  tgWebAppThemeParams: JSON.stringify({
    bg_color: '#17212b',
    button_color: '#5288c1',
    text_color: 'red;x:y',
  }),
})}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('isTelegramLaunch', () => {
  it('detects the launch hash Telegram appends and remembers it for this tab', () => {
    const storage = createStorage();
    expect(isTelegramLaunch({ hash: launchHash }, storage)).toBe(true);
    expect(storage.getItem('dastarkhan:tg-launch')).toBe('1');
  });

  it('still detects the launch after client navigation dropped the hash', () => {
    expect(isTelegramLaunch({ hash: '' }, createStorage({ 'dastarkhan:tg-launch': '1' }))).toBe(true);
  });

  it('detects a Telegram.WebApp that already carries initData', () => {
    vi.stubGlobal('Telegram', { WebApp: { initData } });
    expect(isTelegramLaunch({ hash: '' }, createStorage())).toBe(true);
  });

  it('is false in an ordinary browser tab, even with an empty Telegram.WebApp or another hash', () => {
    vi.stubGlobal('Telegram', { WebApp: { initData: '' } });
    const storage = createStorage();
    expect(isTelegramLaunch({ hash: '#main' }, storage)).toBe(false);
    expect(storage.getItem('dastarkhan:tg-launch')).toBeNull();
  });

  it('falls back to the hash alone when storage is blocked', () => {
    const blocked = createStorage();
    blocked.getItem = () => {
      throw new Error('SecurityError');
    };
    blocked.setItem = blocked.getItem;
    expect(isTelegramLaunch({ hash: launchHash }, blocked)).toBe(true);
    expect(isTelegramLaunch({ hash: '' }, blocked)).toBe(false);
  });
});

describe('setUpTelegramWebApp', () => {
  let root: Root;
  beforeEach(() => {
    root = stubDocument().root;
  });

  it('expands a 7.7+ client and turns off closing confirmation and vertical swipes', () => {
    const { webApp, calls } = createWebApp({ version: '7.7' });
    setUpTelegramWebApp(webApp);
    expect(calls).toEqual(['ready', 'expand', 'disableClosingConfirmation', 'disableVerticalSwipes']);
  });

  it('calls neither 6.2 nor 7.7 methods on a 6.0 client, nor methods a client lacks', () => {
    const { webApp, calls } = createWebApp({ version: '6.0' });
    setUpTelegramWebApp(webApp);
    expect(calls).toEqual(['ready', 'expand']);

    const bare: TelegramWebApp = { initData: '', initDataUnsafe: {}, version: '6.0' };
    expect(() => setUpTelegramWebApp(bare)()).not.toThrow();
  });

  it('keeps going when a method throws on an unsupported client', () => {
    const { webApp, calls } = createWebApp({
      expand: () => {
        throw new Error('WebAppMethodUnsupported');
      },
    });
    setUpTelegramWebApp(webApp);
    expect(calls).toEqual(['ready', 'disableClosingConfirmation', 'disableVerticalSwipes']);
    expect(root.style.getPropertyValue('--app-height')).toBe('600px');
  });

  it('applies Telegram’s theme colours, scheme and stable height to the document', () => {
    setUpTelegramWebApp(createWebApp().webApp);
    expect(root.getAttribute('data-telegram')).toBe('true');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.style.getPropertyValue('--tg-bg')).toBe('#17212b');
    expect(root.style.getPropertyValue('--tg-text')).toBe('#f5f5f5');
    expect(root.style.getPropertyValue('--tg-hint')).toBe('#a0acb6');
    expect(root.style.getPropertyValue('--tg-secondary-bg')).toBe('#232e3c');
    expect(root.style.getPropertyValue('--tg-button')).toBe('');
    expect(root.style.getPropertyValue('--app-height')).toBe('600px');
  });

  it('uses the viewport height while no stable height is known', () => {
    setUpTelegramWebApp(createWebApp({ viewportStableHeight: 0 }).webApp);
    expect(root.style.getPropertyValue('--app-height')).toBe('612px');
  });

  it('re-applies the viewport and theme on Telegram’s events, and stops after cleanup', () => {
    const { webApp, handlers } = createWebApp();
    const cleanup = setUpTelegramWebApp(webApp);

    webApp.viewportStableHeight = 540;
    handlers.get('viewportChanged')?.();
    expect(root.style.getPropertyValue('--app-height')).toBe('540px');

    webApp.colorScheme = 'light';
    webApp.themeParams = { bg_color: '#ffffff', button_color: '#2481cc' };
    handlers.get('themeChanged')?.();
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.style.getPropertyValue('--tg-bg')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--tg-button')).toBe('#2481cc');
    expect(root.style.getPropertyValue('--tg-text')).toBe('');

    cleanup();
    expect(handlers.size).toBe(0);
  });
});

describe('webAppFromHash', () => {
  it('takes initData, version and theme from the launch hash, with no-op methods', () => {
    const webApp = webAppFromHash(launchHash, 700);
    expect(webApp.initData).toBe(initData);
    expect(webApp.version).toBe('7.10');
    expect(webApp.initDataUnsafe).toEqual({
      user: { id: 42, first_name: 'Alisher' },
      auth_date: 1_750_000_000,
      query_id: 'AAE',
      hash: 'ab',
    });
    expect(webApp.colorScheme).toBe('dark');
    expect(webApp.viewportStableHeight).toBe(700);
    expect(webApp.isVersionAtLeast?.('7.7')).toBe(true);
    expect(webApp.isVersionAtLeast?.('7.11')).toBe(false);
    expect(() => webApp.expand?.()).not.toThrow();
  });

  it('puts only plain colours from a crafted link into the page', () => {
    const root = stubDocument().root;
    setUpTelegramWebApp(webAppFromHash(launchHash));
    expect(root.style.getPropertyValue('--tg-button')).toBe('#5288c1');
    expect(root.style.getPropertyValue('--tg-text')).toBe('');
  });

  it('leaves the tenant theme alone when the link carries none', () => {
    const root = stubDocument().root;
    const webApp = webAppFromHash('#tgWebAppData=auth_date%3D1&tgWebAppThemeParams=%7Bbroken');
    setUpTelegramWebApp(webApp);
    expect(webApp.themeParams).toEqual({});
    expect(root.getAttribute('data-theme')).toBeNull();
    expect(root.getAttribute('data-telegram')).toBe('true');
  });
});

describe('loadTelegramWebApp', () => {
  // A fresh module per test: the script load is remembered per page.
  async function load() {
    vi.resetModules();
    const { loadTelegramWebApp } = await import('./telegram-web-app');
    return loadTelegramWebApp();
  }

  beforeEach(() => {
    vi.stubGlobal('sessionStorage', createStorage());
    vi.stubGlobal('innerHeight', 640);
  });

  it('loads nothing and returns null outside Telegram', async () => {
    const { appended } = stubDocument();
    vi.stubGlobal('location', { hash: '' });
    expect(await load()).toBeNull();
    expect(appended).toEqual([]);
  });

  it('uses a Telegram.WebApp that is already on the page', async () => {
    const { appended } = stubDocument();
    const { webApp } = createWebApp();
    vi.stubGlobal('Telegram', { WebApp: webApp });
    vi.stubGlobal('location', { hash: '' });
    expect(await load()).toBe(webApp);
    expect(appended).toEqual([]);
  });

  it('injects Telegram’s script under the page nonce and returns its WebApp', async () => {
    const { webApp } = createWebApp();
    const { appended } = stubDocument((script) => {
      vi.stubGlobal('Telegram', { WebApp: webApp });
      queueMicrotask(() => script.onload?.());
    });
    vi.stubGlobal('location', { hash: launchHash });
    expect(await load()).toBe(webApp);
    expect(appended).toMatchObject([{ src: TELEGRAM_SCRIPT_URL, nonce: 'n0nce', async: true }]);
  });

  it('falls back to the launch hash when the script fails to load', async () => {
    stubDocument((script) => queueMicrotask(() => script.onerror?.()));
    vi.stubGlobal('location', { hash: launchHash });
    const webApp = await load();
    expect(webApp?.initData).toBe(initData);
    expect(webApp?.viewportHeight).toBe(640);
  });

  it('falls back to the launch hash when the script does not answer within 4 s', async () => {
    vi.useFakeTimers();
    stubDocument();
    vi.stubGlobal('location', { hash: launchHash });
    const pending = load();
    await vi.advanceTimersByTimeAsync(4000);
    expect((await pending)?.initData).toBe(initData);
  });

  it('falls back to the launch hash when the script cannot even be added', async () => {
    vi.stubGlobal('document', {
      createElement: () => {
        throw new Error('no DOM');
      },
    });
    vi.stubGlobal('location', { hash: launchHash });
    expect((await load())?.initData).toBe(initData);
  });

  it('never throws, even when the location cannot be read', async () => {
    stubDocument();
    vi.stubGlobal('location', {
      get hash(): string {
        throw new Error('SecurityError');
      },
    });
    expect(await load()).toBeNull();
  });
});
