import { describe, expect, it } from 'vitest';
import { issueErrorCode } from '../api/venue-feedback-requests.js';
import { BulkPriceSchema, OptionGroupWriteSchema, ProductWriteSchema } from './menu-admin-requests.js';
import { missingLanguages } from './missing-languages.js';

const name = { uz: 'Osh', ru: 'Плов', eng: 'Plov' };
const codeOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  result.success ? null : issueErrorCode(result.error!.issues[0] as never)?.code;

describe('menu editor bodies', () => {
  it('fills a product body with the defaults the catalogue uses', () => {
    const product = ProductWriteSchema.parse({ name, categoryId: 1, costPrice: 30_000 });
    expect(product).toMatchObject({
      description: { uz: '', ru: '', eng: '' },
      composition: null,
      discount: 0,
      unit: 'COUNT',
      maxCount: null,
      active: true,
      productBranch: [],
      modificationGroups: [],
    });
  });

  it.each([
    [{ costPrice: -1 }, 'PRICE_INVALID'],
    [{ costPrice: 1.5 }, 'PRICE_INVALID'],
    [{ discount: 100.5 }, 'DISCOUNT_OUT_OF_RANGE'],
    [{ maxCount: 0 }, 'MAX_COUNT_INVALID'],
    [{ timeCookingMin: 20, timeCookingMax: 5 }, 'COOKING_TIME_RANGE'],
    [{ name: { uz: 'x'.repeat(121) } }, 'TEXT_TOO_LONG'],
  ])('names the broken rule of %o', (change, code) => {
    expect(codeOf(ProductWriteSchema.safeParse({ name, categoryId: 1, costPrice: 1, ...change }))).toBe(code);
  });

  it.each([
    [{ min: 2, max: 1 }, 'OPTION_GROUP_MIN_ABOVE_MAX'],
    [{ min: 0, max: 0 }, 'OPTION_GROUP_MAX_TOO_LOW'],
    [{ min: -1, max: 1 }, 'OPTION_GROUP_MIN_INVALID'],
    [{ min: 0, max: 1, options: [] }, 'OPTION_GROUP_EMPTY'],
  ])('refuses an option group %o', (change, code) => {
    const group = { name, options: [{ name, price: 0 }], ...change };
    expect(codeOf(OptionGroupWriteSchema.safeParse(group))).toBe(code);
  });

  it('takes a whole percent from −90 to +500 except 0', () => {
    for (const percent of [-90, -1, 1, 500])
      expect(BulkPriceSchema.safeParse({ percent }).success).toBe(true);
    for (const percent of [-91, 0, 501, 2.5])
      expect(codeOf(BulkPriceSchema.safeParse({ percent }))).toBe('PERCENT_OUT_OF_RANGE');
  });
});

describe('missingLanguages', () => {
  it('lists the active languages a text is empty in', () => {
    expect(missingLanguages({ uz: 'Osh', ru: '', eng: ' ' }, ['uz', 'ru', 'eng'])).toEqual(['ru', 'eng']);
    expect(missingLanguages({ uz: 'Osh', ru: 'Плов', eng: '' }, ['uz', 'ru'])).toEqual([]);
  });

  it('misses nothing in an optional text left empty, everything in a required one', () => {
    const empty = { uz: '', ru: '', eng: '' };
    expect(missingLanguages(empty, ['uz', 'ru'])).toEqual([]);
    expect(missingLanguages(empty, ['uz', 'ru'], { required: true })).toEqual(['uz', 'ru']);
    expect(missingLanguages(null, ['uz'], { required: true })).toEqual(['uz']);
  });
});
