import { describe, expect, it } from 'vitest';
import { searchTokens, searchWords } from './search-fold.js';

/** The first (most likely) reading of each word. */
const mainReadings = (text: string) => searchWords(text).map((readings) => readings[0]);

describe('searchWords', () => {
  it.each([
    ["Go'shtli", 'Go‘shtli', 'Goʻshtli', 'Go’shtli', 'Go`shtli', 'Goʼshtli', 'goshtli', 'ГЎШТЛИ', 'гўштли'],
    ["Lag'mon", 'Lag‘mon', 'lagʻmon', 'лағмон', 'лагмон'],
    ['Qovurma', 'қовурма', 'ковурма', 'QOVURMA'],
    ['Halim', 'ҳалим', 'халим', 'xalim'],
    ['Yetti', 'етти'],
    ['Choy', 'чой'],
    ['Shashlik', 'шашлик'],
    ['Yo‘g‘urt', 'ёғурт'],
    ['Yulduz', 'юлдуз'],
    ['Yangi', 'янги'],
    ['Khachapuri', 'хачапури'],
  ])('reads %j like %j and the others', (...spellings) => {
    const [first, ...others] = spellings.map(mainReadings);
    for (const other of others) expect(other).toEqual(first);
  });

  it('gives ў and o‘ a second reading with u, as typed on a Russian keyboard', () => {
    expect(searchWords("go'sht")).toEqual([['gosht', 'gusht']]);
    expect(searchWords('гўшт')).toEqual([['gosht', 'gusht']]);
    expect(searchWords('гушт')).toEqual([['gusht']]);
  });

  it('reads ё as yo and as е, which Russian texts write for it', () => {
    expect(searchWords('Ёжик')).toEqual([['yojik', 'ejik']]);
    expect(searchWords('ежик')).toEqual([['ejik']]);
  });

  it('reads ц as ts and as s', () => {
    expect(searchWords('пицца')[0]).toEqual(expect.arrayContaining(['pitstsa', 'pitssa', 'pissa']));
    expect(searchWords('pitsa')).toEqual([['pitsa']]);
  });

  it('keeps sh and ch apart from a lone h', () => {
    expect(mainReadings('shashlik chuchvara halva')).toEqual(['shashlik', 'chuchvara', 'xalva']);
  });

  it('drops accents, the signs ъ and ь, and splits on anything but letters and digits', () => {
    expect(mainReadings('Crème brûlée')).toEqual(['creme', 'brulee']);
    expect(mainReadings('Маъно, объём!')).toEqual(['mano', 'obyom']);
    expect(mainReadings('Coca-Cola 0,5 л')).toEqual(['coca', 'cola', '0', '5', 'l']);
  });

  it('finds no words in a blank or punctuation-only text', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords("  ' , ! ")).toEqual([]);
  });
});

describe('searchTokens', () => {
  it('lists every reading of every word once', () => {
    expect(searchTokens("Go'shtli somsa, goshtli")).toEqual(['goshtli', 'gushtli', 'somsa']);
  });
});
