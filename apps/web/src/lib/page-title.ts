import type { MessageKey } from '@dastarkhan/client';
import type { Language, Multilingual } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';

/** What a title needs from the root loader's data: the language, its messages and the brand. */
export interface TitleRootData {
  lang: Language;
  messages: Record<string, unknown>;
  settings: { brand?: string | null; title?: Multilingual | null };
  merchant: { name: Multilingual };
}

export type TitleText = (key: MessageKey, values?: Record<string, string | number>) => string;

interface TitleArgs {
  matches: ReadonlyArray<{ data?: unknown } | undefined>;
}

/** The tenant's name as its header shows it. */
export function brandOf(root: TitleRootData): string {
  return root.settings.brand || pickText(root.merchant.name, root.lang);
}

/**
 * A message of the page's compiled catalogue (`["Заказ №", ["number"]]`), without Lingui: meta
 * functions run outside React, and a title needs no plural.
 */
export function titleText(root: TitleRootData): TitleText {
  return (key, values = {}) => {
    const parts = root.messages[key];
    if (!Array.isArray(parts)) return '';
    return parts.map((part) => (typeof part === 'string' ? part : String(values[part[0]] ?? ''))).join('');
  };
}

/**
 * A route's `meta`: "Page — Brand" in the page's language, on the server's render and after every
 * client navigation (React Router re-runs meta with the new matches). `page` is a message key, or
 * a function of the route's meta arguments for titles taken from its data (a category's name).
 */
export function titleMeta<Args extends TitleArgs>(
  page: MessageKey | ((args: Args, t: TitleText) => string | undefined),
) {
  return (args: Args) => {
    const root = args.matches[0]?.data as TitleRootData | undefined;
    if (!root) return [];
    const t = titleText(root);
    const text = typeof page === 'string' ? t(page) : page(args, t);
    const brand = brandOf(root);
    return [{ title: text ? `${text} — ${brand}` : brand }];
  };
}

/** The home page's `meta`: the tenant's own title from its settings, else its name. */
export function siteTitleMeta({ matches }: TitleArgs) {
  const root = matches[0]?.data as TitleRootData | undefined;
  if (!root) return [];
  return [{ title: (root.settings.title && pickText(root.settings.title, root.lang)) || brandOf(root) }];
}
