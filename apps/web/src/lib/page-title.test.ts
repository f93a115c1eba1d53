import { describe, expect, it } from 'vitest';
import { siteTitleMeta, type TitleRootData, titleMeta, titleText } from './page-title';

// Compiled as the root loader sends them: each message an array of text and placeholders.
const root: TitleRootData = {
  lang: 'ru',
  messages: { 'basket.title': ['Корзина'], 'orders.number': ['Заказ №', ['number']] },
  settings: { brand: 'Дастархан', title: { uz: 'Dastarkhan — osh', ru: 'Дастархан — плов', eng: '' } },
  merchant: { name: { uz: 'Dastarkhan', ru: 'Дастархан', eng: 'Dastarkhan' } },
};
const args = (data: unknown = undefined) => ({ data, matches: [{ data: root }] });

describe('page titles', () => {
  it('names the page, then the brand, in the language of the page', () => {
    expect(titleMeta('basket.title')(args())).toEqual([{ title: 'Корзина — Дастархан' }]);
  });

  it('fills placeholders of a compiled message', () => {
    expect(titleText(root)('orders.number', { number: 12 })).toBe('Заказ №12');
  });

  it('takes a title from the route data, and falls back to the brand alone', () => {
    const byData = titleMeta<ReturnType<typeof args>>(({ data }) => (data as { name?: string })?.name);
    expect(byData(args({ name: 'Плов' }))).toEqual([{ title: 'Плов — Дастархан' }]);
    expect(byData(args())).toEqual([{ title: 'Дастархан' }]);
  });

  it("uses the merchant's name where the tenant set no brand", () => {
    const noBrand = { ...root, settings: { ...root.settings, brand: null } };
    expect(titleMeta('basket.title')({ matches: [{ data: noBrand }] })).toEqual([
      { title: 'Корзина — Дастархан' },
    ]);
  });

  it("gives the home page the tenant's own title, else its brand", () => {
    expect(siteTitleMeta(args())).toEqual([{ title: 'Дастархан — плов' }]);
    const untitled = { ...root, lang: 'eng' as const, settings: { ...root.settings, title: null } };
    expect(siteTitleMeta({ matches: [{ data: untitled }] })).toEqual([{ title: 'Дастархан' }]);
  });

  it('says nothing without the root data (a failed root loader has its own title)', () => {
    expect(titleMeta('basket.title')({ matches: [] })).toEqual([]);
  });
});
