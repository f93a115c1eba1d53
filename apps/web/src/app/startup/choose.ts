import {
  type Branch,
  type City,
  DEFAULT_PRIMARY_COLOR,
  LANGUAGES,
  type Language,
  type MerchantSettings,
  type PublicMerchant,
} from '@dastarkhan/domain';

/** Languages the tenant switched on, in the spec's order; never empty. */
export function enabledLanguages(settings: MerchantSettings): Language[] {
  const on = LANGUAGES.filter((lang) => settings[`${lang}LangActive`]);
  return on.length > 0 ? on : ['uz'];
}

/**
 * Spec §4: a saved language wins; otherwise the merchant's mainLanguage (ru if absent) — and
 * always one the tenant has switched on.
 */
export function chooseLanguage(saved: string | undefined, settings: MerchantSettings): Language {
  const enabled = enabledLanguages(settings);
  const savedLang = saved?.toLowerCase() as Language | undefined;
  if (savedLang && enabled.includes(savedLang)) return savedLang;
  const main = (settings.mainLanguage ?? 'ru') as Language;
  return enabled.includes(main) ? main : enabled[0]!;
}

/** Spec §4: the merchant's main city, else the first; the visitor's own choice (cookie) wins. */
export function chooseCity(saved: string | undefined, cities: City[], merchant: PublicMerchant): City | null {
  const byId = (id: number | null | undefined) => cities.find((c) => c.id === id) ?? null;
  return (
    byId(Number(saved)) ?? byId(merchant.mainCityId) ?? cities.find((c) => c.isMain) ?? cities[0] ?? null
  );
}

/** The nearest/selected branch, only when it belongs to the chosen city. */
export function chooseBranch(
  saved: string | undefined,
  branches: Branch[],
  city: City | null,
): Branch | null {
  const branch = branches.find((b) => b.id === Number(saved));
  if (!branch) return null;
  return city && branch.cityId !== city.id ? null : branch;
}

export interface Branding {
  mainColor: string;
  /** Spec §9: white on a dark main colour, black otherwise. */
  onMainColor: string;
  dark: boolean;
}

export function brandingOf(settings: MerchantSettings): Branding {
  const mainColor = /^#[0-9a-f]{6}$/i.test(settings.mainColor ?? '')
    ? settings.mainColor!
    : DEFAULT_PRIMARY_COLOR;
  return {
    mainColor,
    onMainColor: settings.mainColorType === 'dark' ? '#FFFFFF' : '#000000',
    dark: Boolean(settings.isDark),
  };
}
