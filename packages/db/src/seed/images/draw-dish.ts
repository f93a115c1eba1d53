// Appetising flat illustrations of dishes, drawn as SVG from a kind and two colours.
// Shapes and gradients only (no text, fonts or images); the same hint gives the same picture.
import type { DishKind } from '../content/types.js';
import { drawBread, drawDessert, drawPastry, drawPizza } from './dishes-bakery.js';
import { drawSauce, drawSoup, drawTea } from './dishes-bowls.js';
import { drawCoffee } from './dishes-coffee.js';
import { drawDumplings, drawNoodles, drawPlov, drawSalad, drawSkewer } from './dishes-plated.js';
import { drawBurger, drawDrink, drawFries, drawWrap } from './dishes-street.js';
import { backdrop } from './scene-parts.js';
import { createScene, type Scene } from './svg-kit.js';
import { garnish, tablecloth } from './variation.js';

export interface DishHint {
  kind: DishKind;
  accent: string;
  background: string;
  /** Which of a kind's looks (cloth, garnish, arrangement); 0 = the plain one. Default 0. */
  variant?: number;
}

/** Kinds drawn from the side in a glass or cup: no garnish on the table beside them. */
const NO_GARNISH = new Set<DishKind>(['drink', 'tea', 'coffee', 'sauce']);

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
  coffee: drawCoffee,
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
  const variant = Math.max(0, Math.floor(hint.variant ?? 0));
  const cloth = tablecloth(HEX.test(hint.background) ? hint.background : '#fff3e0', variant);
  // Variant 0 keeps the seed text it always had, so existing pictures stay the same.
  const seed = `${hint.kind}|${accent}|${cloth.background}${variant ? `|${variant}` : ''}`;
  const scene = createScene(seed, accent, cloth.background, variant);
  const draw = DRAWERS[hint.kind] ?? drawPlov;
  const body =
    backdrop(scene) + cloth.pattern + garnish(scene, variant, !NO_GARNISH.has(hint.kind)) + draw(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 480 480">${scene.defs()}${body}</svg>`;
}
