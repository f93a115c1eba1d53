// The storefront opened as a Telegram Mini App: detect the launch, get `Telegram.WebApp` (or a stand-in
// when telegram.org cannot be reached), and make the page fit Telegram's viewport and theme.

export type TelegramThemeParams = Partial<
  Record<
    | 'bg_color'
    | 'text_color'
    | 'hint_color'
    | 'link_color'
    | 'button_color'
    | 'button_text_color'
    | 'secondary_bg_color'
    | 'header_bg_color'
    | 'accent_text_color'
    | 'section_bg_color'
    | 'destructive_text_color',
    string
  >
>;

export interface TelegramWebAppUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

/** Telegram's own claims, unchecked: for display only; the server verifies `initData`. */
export interface TelegramInitDataUnsafe {
  user?: TelegramWebAppUser;
  auth_date?: number;
  query_id?: string;
  start_param?: string;
  hash?: string;
}

type TelegramEvent = 'themeChanged' | 'viewportChanged';

/** The parts of `window.Telegram.WebApp` we use. Methods are optional: older clients lack some. */
export interface TelegramWebApp {
  initData: string;
  initDataUnsafe: TelegramInitDataUnsafe;
  version: string;
  colorScheme?: 'light' | 'dark';
  themeParams?: TelegramThemeParams;
  viewportHeight?: number;
  viewportStableHeight?: number;
  isVersionAtLeast?(version: string): boolean;
  ready?(): void;
  expand?(): void;
  disableClosingConfirmation?(): void;
  disableVerticalSwipes?(): void;
  onEvent?(event: TelegramEvent, handler: () => void): void;
  offEvent?(event: TelegramEvent, handler: () => void): void;
}

export const TELEGRAM_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';
/** Client-side navigation drops the launch hash; this tab remembers it was opened by Telegram. */
const LAUNCH_KEY = 'dastarkhan:tg-launch';
const SCRIPT_TIMEOUT_MS = 4000;

const THEME_VARIABLES: ReadonlyArray<[string, keyof TelegramThemeParams]> = [
  ['--tg-bg', 'bg_color'],
  ['--tg-text', 'text_color'],
  ['--tg-hint', 'hint_color'],
  ['--tg-button', 'button_color'],
  ['--tg-button-text', 'button_text_color'],
  ['--tg-secondary-bg', 'secondary_bg_color'],
];
/** Theme params can come from a crafted launch link; only plain colours reach the stylesheet. */
const COLOR_PATTERN = /^#[0-9a-f]{3,8}$/i;

const globalWebApp = () => (globalThis as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;

const hashParams = (hash: string) => new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): detection then rests on the hash.
    return undefined;
  }
}

export function isTelegramLaunch(
  location: { hash: string },
  storage: Storage | undefined = sessionStore(),
): boolean {
  const detected = hashParams(location.hash).has('tgWebAppData') || Boolean(globalWebApp()?.initData);
  try {
    if (detected) storage?.setItem(LAUNCH_KEY, '1');
    return detected || storage?.getItem(LAUNCH_KEY) === '1';
  } catch {
    return detected;
  }
}

export function versionAtLeast(version: string, wanted: string): boolean {
  const have = version.split('.').map(Number);
  const want = wanted.split('.').map(Number);
  for (let i = 0; i < Math.max(have.length, want.length); i++) {
    const a = have[i] || 0;
    const b = want[i] || 0;
    if (a !== b) return a > b;
  }
  return true;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Telegram's own rule (telegram-web-app.js) for the colour scheme of a background; unknown without one. */
function colorSchemeOf(color: string | undefined): TelegramWebApp['colorScheme'] {
  const match = color?.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16)) as [number, number, number];
  return Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b) < 120 ? 'dark' : 'light';
}

/**
 * What Telegram put in the launch hash, shaped like `Telegram.WebApp` with no-op methods: without
 * telegram.org's script the page still logs in from initData and follows the theme.
 */
export function webAppFromHash(hash: string, innerHeight = 0): TelegramWebApp {
  const params = hashParams(hash);
  const initData = params.get('tgWebAppData') ?? '';
  const version = params.get('tgWebAppVersion') ?? '6.0';
  const theme = parseJson(params.get('tgWebAppThemeParams'));
  const themeParams = (typeof theme === 'object' && theme !== null ? theme : {}) as TelegramThemeParams;
  const data = new URLSearchParams(initData);
  const user = parseJson(data.get('user')) as TelegramWebAppUser | undefined;
  const authDate = Number(data.get('auth_date'));
  const initDataUnsafe: TelegramInitDataUnsafe = {};
  if (user && typeof user === 'object') initDataUnsafe.user = user;
  if (authDate) initDataUnsafe.auth_date = authDate;
  for (const key of ['query_id', 'start_param', 'hash'] as const) {
    const value = data.get(key);
    if (value !== null) initDataUnsafe[key] = value;
  }
  const noop = () => {};
  return {
    initData,
    initDataUnsafe,
    version,
    colorScheme: colorSchemeOf(themeParams.bg_color),
    themeParams,
    viewportHeight: innerHeight,
    viewportStableHeight: innerHeight,
    isVersionAtLeast: (wanted) => versionAtLeast(version, wanted),
    ready: noop,
    expand: noop,
    disableClosingConfirmation: noop,
    disableVerticalSwipes: noop,
    onEvent: noop,
    offEvent: noop,
  };
}

let scriptLoad: Promise<TelegramWebApp | undefined> | undefined;

/** One script per page, even when effects run twice; resolves empty on error or after the timeout. */
function loadScript(): Promise<TelegramWebApp | undefined> {
  scriptLoad ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = TELEGRAM_SCRIPT_URL;
    script.async = true;
    // The page's CSP allows scripts by nonce; browsers expose it only as a property, not the attribute.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    const timer = setTimeout(() => resolve(undefined), SCRIPT_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve(globalWebApp());
    };
    script.onload = settle;
    script.onerror = settle;
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** `Telegram.WebApp` inside a Telegram launch, null anywhere else (where nothing is loaded). Never throws. */
export async function loadTelegramWebApp(): Promise<TelegramWebApp | null> {
  try {
    if (typeof document === 'undefined' || !isTelegramLaunch(globalThis.location)) return null;
    // A page where the script cannot even be added still has the launch hash to fall back on.
    const webApp = globalWebApp() ?? (await loadScript().catch(() => undefined));
    return webApp ?? webAppFromHash(globalThis.location.hash, globalThis.innerHeight);
  } catch {
    return null;
  }
}

/** Calls a client method if this client has it; an unsupported call must not break the page. */
function attempt(call: () => void) {
  try {
    call();
  } catch {
    // Older clients throw or lack the method: the page works without it.
  }
}

function applyTheme(webApp: TelegramWebApp, root: HTMLElement) {
  for (const [variable, param] of THEME_VARIABLES) {
    const color = webApp.themeParams?.[param];
    if (color && COLOR_PATTERN.test(color)) root.style.setProperty(variable, color);
    else root.style.removeProperty(variable);
  }
  root.setAttribute('data-telegram', 'true');
  // Without a scheme (a launch link that lost its theme) the tenant's own theme stays.
  if (webApp.colorScheme === 'dark' || webApp.colorScheme === 'light') {
    root.setAttribute('data-theme', webApp.colorScheme);
  }
}

function applyViewport(webApp: TelegramWebApp, root: HTMLElement) {
  // The stable height ignores the keyboard and the swipe animation, so the layout does not jump.
  const height = webApp.viewportStableHeight || webApp.viewportHeight;
  if (height && height > 0) root.style.setProperty('--app-height', `${height}px`);
}

/** Full height, no swipe-to-close, Telegram's theme and viewport followed; returns the cleanup. */
export function setUpTelegramWebApp(webApp: TelegramWebApp): () => void {
  const root = document.documentElement;
  const atLeast = (version: string) => {
    try {
      return webApp.isVersionAtLeast?.(version) ?? false;
    } catch {
      return false;
    }
  };
  attempt(() => webApp.ready?.());
  attempt(() => webApp.expand?.());
  if (atLeast('6.2')) attempt(() => webApp.disableClosingConfirmation?.());
  // Swipe-to-close otherwise fights the menu's own scrolling.
  if (atLeast('7.7')) attempt(() => webApp.disableVerticalSwipes?.());
  attempt(() => applyTheme(webApp, root));
  attempt(() => applyViewport(webApp, root));

  const onTheme = () => attempt(() => applyTheme(webApp, root));
  const onViewport = () => attempt(() => applyViewport(webApp, root));
  attempt(() => webApp.onEvent?.('themeChanged', onTheme));
  attempt(() => webApp.onEvent?.('viewportChanged', onViewport));
  return () => {
    attempt(() => webApp.offEvent?.('themeChanged', onTheme));
    attempt(() => webApp.offEvent?.('viewportChanged', onViewport));
  };
}
