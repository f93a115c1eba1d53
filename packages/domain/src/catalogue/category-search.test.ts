import { describe, expect, it } from 'vitest';
import { findCategories } from './category-search.js';

const t = (uz: string, ru: string, eng: string) => ({ uz, ru, eng });
const menu = [
  { id: 1, name: t('Osh', 'Плов', 'Plov') },
  { id: 2, name: t("Sho'rvalar", 'Супы', 'Soups') },
  { id: 3, name: t('Salqin ichimliklar', 'Холодные напитки', 'Cold drinks') },
  { id: 4, name: t('Shirinliklar', 'Десерты', 'Desserts') },
  { id: 5, name: t('Salatlar', 'Салаты', 'Salads') },
  { id: 6, name: t("Lag'mon va manti", 'Лагман и манты', 'Lagman and manti') },
];
const ids = (query: string) => findCategories(menu, query).map((c) => c.id);

describe('findCategories', () => {
  it.each([
    ['ichimlik', [3]],
    ['Ичимликлар', [3]],
    ['напитки', [3]],
    ['напиток', [3]],
    ['drinks', [3]],
    ['cold drink', [3]],
    ['sho‘rva', [2]],
    ['шўрва', [2]],
    ['суп', [2]],
    ['десерт', [4]],
    ['lagmon', [6]],
    ['лагман манты', [6]],
    ['sal', [3, 5]],
  ])('"%s" finds %j, in the menu’s order', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('finds nothing for a word inside a name, a missing word, one letter or nothing', () => {
    expect(ids('limlik')).toEqual([]);
    expect(ids('cold pizza')).toEqual([]);
    expect(ids('s')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('qwertyzzz')).toEqual([]);
  });

  it('lists at most the limit', () => {
    expect(findCategories(menu, 'a', 10)).toEqual([]);
    expect(findCategories(menu, 'sal', 1).map((c) => c.id)).toEqual([3]);
  });
});
