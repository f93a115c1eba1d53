import { describe, expect, it } from 'vitest';
import { dishNamesFor, isWordOf } from './search-vocabulary.js';

describe('isWordOf', () => {
  it('takes a word with an Uzbek ending as the word itself', () => {
    expect(isWordOf('osh', 'osh')).toBe(true);
    expect(isWordOf('oshi', 'osh')).toBe(true);
    expect(isWordOf('somsalar', 'somsa')).toBe(true);
  });

  it('does not take a longer word that merely starts the same', () => {
    expect(isWordOf('oshkovokli', 'osh')).toBe(false);
    expect(isWordOf('os', 'osh')).toBe(false);
  });
});

describe('dishNamesFor', () => {
  it('gives the other names of a dish, with their endings', () => {
    expect(dishNamesFor('pilaf')).toEqual(expect.arrayContaining(['osh', 'oshi', 'palov', 'plov']));
    expect(dishNamesFor('samsa')).toContain('somsa');
  });

  it('knows a dish by its name with an ending, or by the first four letters of a name', () => {
    expect(dishNamesFor('palovi')).toContain('osh');
    expect(dishNamesFor('pila')).toContain('plov');
  });

  it('gives nothing for a word that names no dish, or too short a start', () => {
    expect(dishNamesFor('tovuk')).toEqual([]);
    expect(dishNamesFor('pil')).toEqual([]);
  });
});
