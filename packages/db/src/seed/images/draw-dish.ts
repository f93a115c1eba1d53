// Appetising flat illustrations of dishes, drawn as SVG from a kind and two colours.
// Shapes and gradients only (no text, fonts or images); the same hint gives the same picture.
import type { DishKind } from '../content/types.js';
import { drawBread, drawDessert, drawPastry, drawPizza } from './dishes-bakery.js';
import { drawSauce, drawSoup, drawTea } from './dishes-bowls.js';
import { drawDumplings, drawNoodles, drawPlov, drawSalad, drawSkewer } from './dishes-plated.js';
import { drawBurger, drawDrink, drawFries, drawWrap } from './dishes-street.js';
import { backdrop } from './scene-parts.js';
import { createScene, type Scene } from './svg-kit.js';

export interface DishHint {
  kind: DishKind;
  accent: string;
  background: string;
}

const DRAWERS: Record<DishKind, (s: Scene) => string> = {
  plov: drawPlov,
  soup: drawSoup,
  noodles: drawNoodles,
  skewer: drawSkewer,
  salad: drawSalad,
  pastry: drawPastry,
  bread: drawBread,
  dumplings: drawDumplings,
  drink: drawDrink,
  tea: drawTea,
  dessert: drawDessert,
  burger: drawBurger,
  pizza: drawPizza,
  wrap: drawWrap,
  fries: drawFries,
  sauce: drawSauce,
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The illustration as an SVG document, `size` pixels square (drawn on a 480 grid). */
export function drawDishSvg(hint: DishHint, size = 480): string {
  const accent = HEX.test(hint.accent) ? hint.accent : '#e09a3e';
  const background = HEX.test(hint.background) ? hint.background : '#fff3e0';
  const scene = createScene(`${hint.kind}|${accent}|${background}`, accent, background);
  const draw = DRAWERS[hint.kind] ?? drawPlov;
  const body = backdrop(scene) + draw(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 480 480">${scene.defs()}${body}</svg>`;
}
