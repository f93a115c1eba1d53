import { I18nProvider } from '@dastarkhan/client';
import type { Language } from '@dastarkhan/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { catalogFor } from '../../i18n/catalog';
import { useBoot } from '../boot';

/** The console's own choice (staff may read another language than the storefront offers). */
const LANG_KEY = 'dastarkhan:console:lang';

/** Every interface language, whatever the tenant's storefront offers: staff choose their own. */
export const CONSOLE_LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];

const isLanguage = (value: unknown): value is Language => CONSOLE_LANGUAGES.includes(value as Language);

/** Remembered choice → the storefront's `lang` cookie → the tenant's main language. */
export function initialLanguage(stored: string | null, cookie: string, main: Language): Language {
  if (isLanguage(stored)) return stored;
  const fromCookie = /(?:^|;\s*)lang=([^;]+)/.exec(cookie)?.[1];
  return isLanguage(fromCookie) ? fromCookie : main;
}

const LanguageContext = createContext<{ lang: Language; setLang: (lang: Language) => void } | null>(null);

export function ConsoleI18nProvider({ children }: { children: ReactNode }) {
  const { mainLanguage } = useBoot();
  const [lang, setLangState] = useState<Language>(() =>
    initialLanguage(localStorage.getItem(LANG_KEY), document.cookie, mainLanguage),
  );
  const setLang = useCallback((next: Language) => {
    localStorage.setItem(LANG_KEY, next);
    setLangState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang === 'eng' ? 'en' : lang;
  }, [lang]);
  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider lang={lang} messages={catalogFor(lang)}>
        {children}
      </I18nProvider>
    </LanguageContext.Provider>
  );
}

/** The language in use and the switch; texts themselves come from `useT()` of @dastarkhan/client. */
export function useLanguage() {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside ConsoleI18nProvider');
  return value;
}
