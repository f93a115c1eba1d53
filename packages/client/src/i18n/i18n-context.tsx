import type { Language, Multilingual } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { formatMessage } from './format-message';

/**
 * Each app names its own message keys by augmenting this interface
 * (`declare module '@dastarkhan/client' { interface Register { messageKey: … } }`), so `t('…')`
 * with a key its catalogue lacks fails that app's type-check. Unregistered: any string.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each app's module augmentation.
export interface Register {}

export type MessageKey = Register extends { messageKey: infer K extends string } ? K : string;

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18nValue {
  lang: Language;
  translate: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Formats the messages of the active language, compiled by Lingui (`./catalog`): the storefront's
 * root loader sends those of the page's routes with it, the console compiles its own.
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
  const value = useMemo((): I18nValue => {
    const translate: Translate = (key, values) => {
      const message = messages[key] as CompiledMessage | undefined;
      if (message !== undefined) return formatMessage(lang, message, values);
      // A key the page did not ship shows raw: say so loudly, so the browser tests (which fail
      // on console errors) catch it.
      console.error(`[i18n] missing message "${key}" (${lang})`);
      return key;
    };
    return { lang, translate };
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
  const { lang, translate } = useI18nValue();
  return useMemo(
    () => ({
      lang,
      t: translate,
      tx: (text: Multilingual | null | undefined) => (text ? pickText(text, lang) : ''),
    }),
    [lang, translate],
  );
}
