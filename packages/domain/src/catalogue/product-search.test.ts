import { describe, expect, it } from 'vitest';
import { buildProductSearch, type SearchableProduct } from './product-search.js';

const text = (uz: string, ru: string, eng: string) => ({ uz, ru, eng });

/** A small menu in its menu order, with the traps of real ones (go‘sht, oshqovoq). */
const menu: SearchableProduct[] = [
  {
    id: 1,
    name: text('Oshqovoqli somsa', 'Самса с тыквой', 'Pumpkin somsa'),
    composition: text('Xamir, oshqovoq, piyoz', 'Тесто, тыква, лук', 'Dough, pumpkin, onion'),
  },
  {
    id: 2,
    name: text("Go'shtli somsa", 'Самса с мясом', 'Meat somsa'),
    composition: text("Xamir, mol go'shti, piyoz", 'Тесто, говядина, лук', 'Dough, beef, onion'),
  },
  {
    id: 3,
    name: text('Toshkent oshi', 'Ташкентский плов', 'Tashkent plov'),
    description: text('Qozonda damlangan osh', 'Плов из казана', 'Plov from the cauldron'),
    composition: text("Guruch, mol go'shti, sabzi", 'Рис, говядина, морковь', 'Rice, beef, carrots'),
  },
  {
    id: 4,
    name: text('Achchiq-chuchuk', 'Ачичук', 'Achichuk salad'),
    description: text('Osh bilan', 'К плову', 'With plov'),
  },
  { id: 5, name: text("To'y oshi", 'Свадебный плов', 'Wedding plov') },
  { id: 6, name: text("Ko'k choy", 'Зелёный чай', 'Green tea') },
  { id: 7, name: text('Shashlik', 'Шашлык', 'Shashlik') },
];
const search = buildProductSearch(menu);
const ids = (query: string, items: readonly SearchableProduct[] = menu) =>
  search.find(query, items).map((p) => p.id);

describe('buildProductSearch', () => {
  it('ranks a whole name word, then the start of a name word, then the texts; ties in menu order', () => {
    // Plovs by their word (oshi), the pumpkin somsa by the start of "oshqovoqli", the salad by its description.
    expect(ids('osh')).toEqual([3, 5, 1, 4]);
  });

  it('matches words by their start, never inside a word', () => {
    expect(ids('osh')).not.toContain(2);
    expect(ids('ovoq')).toEqual([]);
    expect(ids('som')).toEqual([1, 2]);
  });

  it('finds a name of any language whatever the script or keyboard of the query', () => {
    expect(ids('Ош')).toEqual(ids('osh'));
    expect(ids('Тошкент оши')).toEqual([3]);
    expect(ids('кук чой')).toEqual([6]);
    expect(ids('гушт')).toEqual([2, 3]);
    expect(ids('tea')).toEqual([6]);
  });

  it('treats every apostrophe the same', () => {
    for (const query of ["ko'k", 'ko‘k', 'koʻk', 'ko’k', 'ko`k', 'koʼk', 'kok'])
      expect(ids(query)).toEqual([6]);
  });

  it('knows the names a dish goes by in other languages', () => {
    expect(ids('pilaf')).toEqual([3, 5, 4]);
    expect(ids('palov')).toEqual([3, 5, 4]);
    expect(ids('samsa')).toEqual([1, 2]);
  });

  it('needs every query word to match, in any order', () => {
    expect(ids('somsa go‘sht')).toEqual([2]);
    expect(ids('плов ташкент')).toEqual([3]);
    expect(ids('somsa choy')).toEqual([]);
  });

  it('forgives a typo in a longer word only when nothing matches exactly', () => {
    expect(ids('shashlk')).toEqual([7]);
    expect(ids('plof')).toEqual([3, 5, 4]);
    // An exact match keeps its neighbours out ("choy" is one letter from "chay", the tea's dish name).
    expect(ids('shashlik')).toEqual([7]);
    expect(ids('choy')).toEqual([6]);
    expect(ids('xyz')).toEqual([]);
  });

  it('returns only the given items, in their order', () => {
    const branchMenu = [menu[4]!, menu[2]!];
    expect(ids('osh', branchMenu)).toEqual([5, 3]);
  });

  it('finds nothing for a blank query', () => {
    expect(ids('  ')).toEqual([]);
    expect(ids("' , !")).toEqual([]);
  });
});
