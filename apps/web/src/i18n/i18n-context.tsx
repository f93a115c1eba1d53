import type { Language, Multilingual } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { MessageKey } from './catalog';

interface I18nValue {
  lang: Language;
  i18n: I18n;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Lingui formats the messages of the active language, which the root loader sends with the page
 * (only that language travels to the browser).
 */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Language;
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const i18n = setupI18n({ locale: lang, messages: { [lang]: messages as Messages } });
    return { lang, i18n };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18nValue(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT outside I18nProvider');
  return value;
}

/** `t('basket.title')`, `t('basket.items', { count: 3 })`, `tx(product.name)` for multilingual fields. */
export function useT() {
  const { lang, i18n } = useI18nValue();
  return useMemo(
    () => ({
      lang,
      t: (key: MessageKey, values?: Record<string, string | number>) => i18n._(key, values),
      tx: (text: Multilingual | null | undefined) => (text ? pickText(text, lang) : ''),
    }),
    [lang, i18n],
  );
}
