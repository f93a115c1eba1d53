import { describe, expect, it } from 'vitest';
import { importsOfChunk, keysInCode } from './keys-in-code';

const KEYS = ['basket.title', 'unit.kg', 'unit.piece', 'orders.totals.delivery', 'msg.NOT_FOUND', 'lang.uz'];

describe('keysInCode', () => {
  it('finds literal keys in any quotes and ignores strings that are no key', () => {
    const code = `t("basket.title");x='lang.uz';y="basket";z="unit.kgs"`;
    expect([...keysInCode(code, KEYS)].sort()).toEqual(['basket.title', 'lang.uz']);
  });

  it('takes a literal ending in a dot as every key it starts (templates, minified concatenation)', () => {
    expect([...keysInCode('t(`unit.${p.unit}`)', KEYS)].sort()).toEqual(['unit.kg', 'unit.piece']);
    expect([...keysInCode('e("orders.totals."+n.key)', KEYS)]).toEqual(['orders.totals.delivery']);
    expect([...keysInCode('`${a}msg.${b}`', KEYS)]).toEqual(['msg.NOT_FOUND']);
  });

  it('finds nothing for a dynamic key without a literal prefix', () => {
    expect([...keysInCode('t(`${ns}.title`)', KEYS)]).toEqual([]);
  });
});

describe('importsOfChunk', () => {
  it('lists static, re-exported and dynamically imported chunks', () => {
    const code =
      'import{a as b}from"./shell-1.js";import"./x-2.js";export{c}from"./y-3.js";const d=()=>import("./dialog-4.js")';
    expect(importsOfChunk(code)).toEqual(['./shell-1.js', './x-2.js', './y-3.js', './dialog-4.js']);
  });
});
