import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchItems, searchScore, searchTerms } from './search-text.js';

describe('normalizeSearchText', () => {
  it.each([
    ["Go'shtli somsa", 'goshtli somsa'],
    ['Go‘shtli somsa', 'goshtli somsa'],
    ['Goʻshtli somsa', 'goshtli somsa'],
    ['Go’shtli somsa', 'goshtli somsa'],
    ['Goʼshtli somsa', 'goshtli somsa'],
    ['Go`shtli somsa', 'goshtli somsa'],
    ["Tog'ora", 'togora'],
    ['Tog‘ora', 'togora'],
    ['Ёжик в тумане', 'ежик в тумане'],
    ['ЛЁГКИЙ салат', 'легкии салат'],
    ['Crème brûlée', 'creme brulee'],
    ['  Plov,   to‘y oshi!  ', 'plov toy oshi'],
    ['Чучвара (10 шт.)', 'чучвара 10 шт'],
    ['Ўзбек оши', 'узбек оши'],
    ['', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('searchTerms', () => {
  it('splits a query into distinct normalised words', () => {
    expect(searchTerms(" Qo'y  go'shti qo‘y ")).toEqual(['qoy', 'goshti']);
  });

  it('has no terms for a blank or punctuation-only query', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms("' , !")).toEqual([]);
  });
});

describe('searchScore', () => {
  const somsa = {
    names: ["Go'shtli somsa", 'Самса с мясом', 'Meat somsa'],
    texts: ["Pechda pishirilgan qatlama somsa, mol go'shti va piyoz bilan."],
  };

  it('matches a name in another language than the page', () => {
    expect(searchScore(somsa, searchTerms('самса'))).not.toBeNull();
    expect(searchScore(somsa, searchTerms('MEAT'))).not.toBeNull();
  });

  it('matches whatever apostrophe the customer typed', () => {
    expect(searchScore(somsa, searchTerms('go‘shtli'))).not.toBeNull();
    expect(searchScore(somsa, searchTerms('goshtli'))).not.toBeNull();
  });

  it('matches the description, below a name match', () => {
    const inText = searchScore(somsa, searchTerms('piyoz'));
    const inName = searchScore(somsa, searchTerms('somsa'));
    expect(inText).not.toBeNull();
    expect(inName!).toBeGreaterThan(inText!);
  });

  it('needs every word of the query to match somewhere', () => {
    expect(searchScore(somsa, searchTerms('somsa piyoz'))).not.toBeNull();
    expect(searchScore(somsa, searchTerms('somsa pizza'))).toBeNull();
  });

  it('matches nothing for an empty query', () => {
    expect(searchScore(somsa, [])).toBeNull();
  });

  it('ranks a name that starts with the word above one that contains it', () => {
    const start = searchScore({ names: ['Somsa'] }, ['som']);
    const inside = searchScore({ names: ['Tandir somsa'] }, ['som']);
    const part = searchScore({ names: ['Qovoqsomsa'] }, ['som']);
    expect(start!).toBeGreaterThan(inside!);
    expect(inside!).toBeGreaterThan(part!);
  });
});

describe('searchItems', () => {
  const items = [
    { id: 1, name: 'Choy', text: 'Limon bilan' },
    { id: 2, name: 'Limonad', text: '' },
    { id: 3, name: 'Olma sharbati', text: 'limon qo‘shilgan' },
  ];
  const fields = (item: (typeof items)[number]) => ({ names: [item.name], texts: [item.text] });

  it('returns name matches first, then description matches in menu order', () => {
    expect(searchItems(items, 'limon', fields).map((item) => item.id)).toEqual([2, 1, 3]);
  });

  it('returns nothing for a blank query', () => {
    expect(searchItems(items, '  ', fields)).toEqual([]);
  });
});
