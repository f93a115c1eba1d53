import type { Language, Multilingual } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Each app names its own message keys by augmenting this interface
 * (`declare module '@dastarkhan/client' { interface Register { messageKey: … } }`), so `t('…')`
 * with a key its catalogue lacks fails that app's type-check. Unregistered: any string.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each app's module augmentation.
export interface Register {}

export type MessageKey = Register extends { messageKey: infer K extends string } ? K : string;

interface I18nValue {
  lang: Language;
  i18n: I18n;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Lingui formats the messages of the active language, compiled (`./catalog`): the storefront's
 * root loader sends them with the page, the console compiles its own.
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
