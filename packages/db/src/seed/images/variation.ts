// What makes two dishes of one kind look like two dishes (issue 19: identical plovs): a
// tablecloth under the dish and a garnish beside it, both chosen by the product's variant, with
// the scene's random source (which places every grain and slice) seeded by it too.
import { circle, ellipse, g, mix, path, rect, type Scene, shade } from './svg-kit.js';

/** Tints mixed into the background: warm linen, sage, sky, rose, sand, lavender. */
const CLOTHS = ['#f6d9b0', '#d7e8c8', '#cfe3f2', '#f6d3d6', '#efe4c8', '#e3dbf2'];

/** A faint pattern over the whole picture: stripes, checks, dots or boards; 0 = plain. */
function pattern(kind: number, ink: string): string {
  const out: string[] = [];
  if (kind === 1 || kind === 2) {
    for (let x = 20; x < 480; x += 60) out.push(rect(x, 0, 22, 480, { fill: ink, opacity: 0.09 }));
    if (kind === 2)
      for (let y = 20; y < 480; y += 60) out.push(rect(0, y, 480, 22, { fill: ink, opacity: 0.09 }));
  } else if (kind === 3) {
    for (let y = 24; y < 480; y += 48)
      for (let x = (y / 48) % 2 ? 24 : 48; x < 480; x += 48)
        out.push(circle(x, y, 4, { fill: ink, opacity: 0.14 }));
  } else if (kind === 4) {
    for (let y = 0; y < 480; y += 80) out.push(rect(0, y, 480, 2, { fill: ink, opacity: 0.18 }));
  }
  return out.join('');
}

/** The cloth under the dish: a tinted background (returned) and its pattern (drawn first). */
export function tablecloth(background: string, variant: number): { background: string; pattern: string } {
  if (variant === 0) return { background, pattern: '' };
  const tinted = mix(background, CLOTHS[variant % CLOTHS.length]!, 0.55);
  return { background: tinted, pattern: pattern(variant % 5, shade(tinted, -0.45)) };
}

function lemon(x: number, y: number): string {
  return g(
    { transform: `translate(${x} ${y}) rotate(-20)` },
    path('M-30 0 A30 30 0 0 1 30 0Z', { fill: '#f4d03f' }) +
      path('M-24 0 A24 24 0 0 1 24 0Z', { fill: '#fbe97a' }) +
      path('M0 0 L-17 -17 M0 0 L0 -24 M0 0 L17 -17', { stroke: '#f4d03f', 'stroke-width': 2 }),
  );
}

function chili(x: number, y: number): string {
  return g(
    { transform: `translate(${x} ${y}) rotate(25)` },
    path('M-34 0 C-20 -14 20 -12 34 -2 C20 8 -14 10 -34 0Z', { fill: '#c8281e' }) +
      path('M34 -2 l10 -6', { stroke: '#3f8f3a', 'stroke-width': 5, 'stroke-linecap': 'round' }),
  );
}

function tomato(x: number, y: number): string {
  return (
    circle(x, y, 24, { fill: '#d9412b' }) +
    circle(x, y, 16, { fill: '#f07a5a' }) +
    circle(x - 5, y - 2, 3, { fill: '#fff3c4' })
  );
}

function sprig(s: Scene, x: number, y: number): string {
  const leaves: string[] = [
    path(`M${x - 30} ${y + 18} Q${x} ${y} ${x + 30} ${y - 18}`, {
      stroke: '#2f7a34',
      'stroke-width': 3,
      fill: 'none',
    }),
  ];
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const lx = x - 30 + 60 * t;
    const ly = y + 18 - 36 * t;
    leaves.push(
      ellipse(lx, ly, 10, 5, {
        fill: i % 2 ? '#5aa845' : '#3f8f3a',
        transform: `rotate(${Math.round(s.between(-60, 60))} ${lx} ${ly})`,
      }),
    );
  }
  return leaves.join('');
}

function onion(x: number, y: number): string {
  return [24, 17, 10]
    .map((r) => circle(x, y, r, { fill: 'none', stroke: '#d6b7e0', 'stroke-width': 4 }))
    .join('');
}

const GARNISHES = [
  (_s: Scene, x: number, y: number) => lemon(x, y),
  (s: Scene, x: number, y: number) => sprig(s, x, y),
  (_s: Scene, x: number, y: number) => chili(x, y),
  (_s: Scene, x: number, y: number) => tomato(x, y),
  (_s: Scene, x: number, y: number) => onion(x, y),
];

/** A garnish in a corner of the picture, beside the plate; none for drinks (`withGarnish` false). */
export function garnish(s: Scene, variant: number, withGarnish: boolean): string {
  if (!withGarnish || variant === 0) return '';
  const corner = variant % 2 ? [56, 418] : [424, 60];
  const draw = GARNISHES[(variant * 3) % GARNISHES.length]!;
  return draw(s, corner[0]!, corner[1]!);
}
