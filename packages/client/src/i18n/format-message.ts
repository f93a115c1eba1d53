import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type Values = Record<string, string | number>;
type Message = CompiledMessage | string;
type Token = string | [string, string?, (Record<string, Message> & { offset?: number })?];

const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function memo<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/**
 * Formats a message compiled by Lingui's `compileMessage` (placeholders, `plural`,
 * `selectordinal` with `#`, `select`, `number`): what this project's messages use, in a few
 * hundred bytes instead of Lingui's runtime on every first load (decision 053).
 */
export function formatMessage(locale: string, message: CompiledMessage, values: Values = {}): string {
  const format = (tokens: Message, hash?: string): string => {
    if (!Array.isArray(tokens)) return String(tokens);
    let out = '';
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') {
        out += token === '#' && hash !== undefined ? hash : token;
        continue;
      }
      const [name, type, cases] = token;
      const value = values[name];
      if ((type === 'plural' || type === 'selectordinal') && cases) {
        const n = Number(value) - (cases.offset ?? 0);
        const rules = memo(
          `${locale}:${type}`,
          () => new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }),
        );
        const branch = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other ?? '';
        out += format(branch, memo(`${locale}:n`, () => new Intl.NumberFormat(locale)).format(n));
      } else if (type === 'select' && cases) {
        const branch = Object.hasOwn(cases, String(value)) ? cases[String(value)] : cases.other;
        out += format(branch ?? '', hash);
      } else if (type === 'number' && typeof value === 'number') {
        out += memo(`${locale}:n`, () => new Intl.NumberFormat(locale)).format(value);
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  return format(message);
}
