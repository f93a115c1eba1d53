import {
  DEFAULT_PRIMARY_COLOR,
  LANGUAGES,
  type Language,
  type MerchantSettings,
  type PublicMerchant,
  pickText,
} from '@dastarkhan/domain';

/** The page background of the storefront's two themes (apps/web/src/styles/app.css `--bg`). */
export const LIGHT_BACKGROUND = '#F5F4F2';
export const DARK_BACKGROUND = '#121212';
export const ICON_SIZES = [192, 512] as const;

/** Languages the tenant switched on (spec order), never empty — as the storefront chooses. */
export function enabledLanguages(settings: MerchantSettings): Language[] {
  const on = LANGUAGES.filter((lang) => settings[`${lang}LangActive`]);
  return on.length > 0 ? on : ['uz'];
}

/** The asked language when the tenant offers it, else its main language, else the first it offers. */
export function manifestLanguage(asked: string | undefined, settings: MerchantSettings): Language {
  const enabled = enabledLanguages(settings);
  const wanted = asked?.toLowerCase() as Language | undefined;
  if (wanted && enabled.includes(wanted)) return wanted;
  const main = (settings.mainLanguage ?? 'ru') as Language;
  return enabled.includes(main) ? main : enabled[0]!;
}

export function themeColor(settings: MerchantSettings): string {
  return /^#[0-9a-f]{6}$/i.test(settings.mainColor ?? '')
    ? settings.mainColor!.toUpperCase()
    : DEFAULT_PRIMARY_COLOR;
}

/** The text colour the storefront puts on the brand colour (spec §3 mainColorType). */
export function onThemeColor(settings: MerchantSettings): string {
  return settings.mainColorType === 'dark' ? '#FFFFFF' : '#000000';
}

export function appName(merchant: PublicMerchant, settings: MerchantSettings, lang: Language): string {
  return (pickText(merchant.name, lang) || settings.brand || merchant.sub || 'Dastarkhan').trim();
}

/** A launcher label: the whole name when short, else its first word(s) within 12 characters. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/**
 * The web app manifest of one tenant in one language. `query` (the tenant and language as the
 * page asked for them) goes on the icons, so a development host serving many tenants still
 * draws this tenant's icons.
 */
export function buildManifest(input: {
  merchant: PublicMerchant;
  settings: MerchantSettings;
  lang: Language;
  iconQuery: string;
  iconVersion: string;
}) {
  const { merchant, settings, lang } = input;
  const name = appName(merchant, settings, lang);
  const q = `${input.iconQuery}${input.iconQuery ? '&' : '?'}v=${input.iconVersion}`;
  return {
    id: '/',
    name,
    short_name: shortName(name),
    lang: lang === 'eng' ? 'en' : lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColor(settings),
    background_color: settings.isDark ? DARK_BACKGROUND : LIGHT_BACKGROUND,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/pwa/icon-${size}.png${q}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: `/pwa/icon-512-maskable.png${q}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
