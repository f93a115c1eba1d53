import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

// The same results as Lingui's runtime, which the storefront no longer ships.
const cases: [string, string, Record<string, string | number>][] = [
  ['ru', '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}', { count: 3 }],
  ['ru', '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}', { count: 11 }],
  ['eng', '{count, plural, one {# item} other {# items}}', { count: 1 }],
  ['eng', '{count, plural, one {# item} other {# items}}', { count: 1200 }],
  ['uz', 'yana {n, plural, =0 {hech narsa} other {# marta}} qoldi', { n: 0 }],
  ['uz', 'yana {n, plural, =0 {hech narsa} other {# marta}} qoldi', { n: 4 }],
  ['eng', "Hello {name}, it's '{not}' here", { name: 'Aziz' }],
  [
    'eng',
    '{kind, select, pickup {Pick up at {place}} other {Delivery}}',
    { kind: 'pickup', place: 'Chilonzor' },
  ],
  ['eng', '{kind, select, pickup {Pick up} other {Delivery}}', { kind: 'constructor' }],
  ['eng', '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { place: 22 }],
  ['eng', 'plain text', {}],
];

describe('formatMessage', () => {
  it.each(cases)('%s %s %o formats as Lingui does', (lang, source, values) => {
    const compiled = compileMessage(source);
    const lingui = setupI18n({ locale: lang, messages: { [lang]: { id: compiled } } });
    expect(formatMessage(lang, compiled, values)).toBe(lingui._('id', values));
  });
});
