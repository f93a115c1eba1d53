import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text.js';

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
