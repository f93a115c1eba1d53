// Shared props of every illustration: the backdrop, soft shadows, plates, a lagan, a bowl, a napkin.
import { circle, ellipse, g, luminance, mix, path, rect, type Scene, shade } from './svg-kit.js';

export const CX = 240;
export const CY = 246;

/** The backdrop: the hint's colour with a soft light from the top left and a gentle vignette. */
export function backdrop(s: Scene): string {
  const dark = luminance(s.background) < 0.35;
  const light = s.radial(
    [
      [0, '#ffffff', dark ? 0.1 : 0.55],
      [1, '#ffffff', 0],
    ],
    { cx: 0.32, cy: 0.28, r: 0.75 },
  );
  const vignette = s.radial(
    [
      [0.55, '#000000', 0],
      [1, '#3a1d08', dark ? 0.35 : 0.14],
    ],
    { r: 0.75 },
  );
  return [
    rect(0, 0, 480, 480, { fill: s.background }),
    rect(0, 0, 480, 480, { fill: light }),
    rect(0, 0, 480, 480, { fill: vignette }),
  ].join('');
}

/**
 * A soft elliptical shadow drawn with a radial gradient — no blur filter, which keeps rendering
 * fast (filters cost librsvg an offscreen pass each).
 */
export function shadowEllipse(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
): string {
  const fill = s.radial([
    [0, color, opacity],
    [0.6, color, opacity * 0.75],
    [1, color, 0],
  ]);
  return ellipse(cx, cy, rx, ry, { fill });
}

/** A soft contact shadow under a round object. */
export function softShadow(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.3): string {
  const dark = luminance(s.background) < 0.35;
  const spread = 1.1;
  return shadowEllipse(
    s,
    cx + rx * 0.05,
    cy + ry * 0.09,
    rx * spread,
    ry * spread,
    dark ? '#000000' : '#5a2e10',
    dark ? Math.min(0.75, opacity * 2.2) : opacity * 1.2,
  );
}

/**
 * A shadow in the shape of `d` whose edge fades out over `soft` units: the shape plus a few
 * widening translucent outlines stand in for a blur filter.
 */
export function shapeShadow(
  d: string,
  dx: number,
  dy: number,
  color: string,
  opacity: number,
  soft = 6,
): string {
  const steps = 5;
  const layers = [path(d, { fill: color, 'fill-opacity': opacity * 0.45 })];
  for (let i = 1; i <= steps; i++) {
    layers.push(
      path(d, {
        fill: 'none',
        stroke: color,
        'stroke-width': ((soft * 2) / steps) * i,
        'stroke-opacity': (opacity * 0.55) / steps,
        'stroke-linejoin': 'round',
      }),
    );
  }
  return g({ transform: `translate(${dx} ${dy})` }, layers.join(''));
}

/** A plain white ceramic plate seen from above. Returns the plate; the well radius is r * 0.72. */
/** Plain plates by variant: white, cream, pale celadon, pale blue, warm grey. */
const PLATE_TINTS = ['#ffffff', '#fbf3e2', '#eef5ec', '#eef3fa', '#f4f0ec'];
/** Lagan ornaments by variant: Rishtan cobalt, Rishtan green, Gijduvan brown, Khorezm blue, red. */
const LAGAN_INKS: Array<[string, string]> = [
  ['#1f4e9a', '#2a97b8'],
  ['#2f7a4a', '#c9a23a'],
  ['#7a3e1c', '#d08a2e'],
  ['#23508f', '#7fb3d5'],
  ['#a52a2a', '#e0a030'],
];

export function plate(s: Scene, cx: number, cy: number, r: number, given?: string): string {
  const tint = given ?? PLATE_TINTS[s.variant % PLATE_TINTS.length]!;
  const rim = s.radial(
    [
      [0.7, mix(tint, '#f3eee6', 0.3)],
      [0.93, mix(tint, '#ebe4d8', 0.6)],
      [1, mix(tint, '#d9d0c2', 0.7)],
    ],
    { cx: 0.47, cy: 0.45, r: 0.55 },
  );
  const well = s.radial(
    [
      [0, tint],
      [0.85, mix(tint, '#f1ece4', 0.6)],
      [1, mix(tint, '#e2dacd', 0.8)],
    ],
    { cx: 0.55, cy: 0.56 },
  );
  const gloss = s.linear(
    [
      [0, '#ffffff', 0.9],
      [0.5, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  );
  return [
    softShadow(s, cx, cy, r, r),
    circle(cx, cy, r, { fill: rim }),
    circle(cx, cy, r - 1, { fill: 'none', stroke: gloss, 'stroke-width': 3 }),
    circle(cx, cy, r * 0.72, { fill: well }),
    circle(cx, cy, r * 0.72, { fill: 'none', stroke: '#cfc6b8', 'stroke-width': 1.2, opacity: 0.7 }),
  ].join('');
}

/** A lagan — the big Uzbek serving dish — with a cobalt Rishtan-style ornament on the rim. */
export function lagan(s: Scene, cx: number, cy: number, r: number): string {
  const [cobalt, turquoise] = LAGAN_INKS[s.variant % LAGAN_INKS.length]!;
  const parts = [plate(s, cx, cy, r, '#fbf7ee')];
  parts.push(circle(cx, cy, r * 0.95, { fill: 'none', stroke: cobalt, 'stroke-width': r * 0.025 }));
  parts.push(circle(cx, cy, r * 0.76, { fill: 'none', stroke: cobalt, 'stroke-width': r * 0.018 }));
  const n = [20, 16, 24, 18, 22][s.variant % 5]!;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360;
    const leaf = `M0 ${-r * 0.93} Q${r * 0.055} ${-r * 0.855} 0 ${-r * 0.785} Q${-r * 0.055} ${-r * 0.855} 0 ${-r * 0.93}Z`;
    parts.push(
      path(leaf, {
        fill: i % 2 === 0 ? cobalt : turquoise,
        transform: `translate(${cx} ${cy}) rotate(${a})`,
      }),
    );
    parts.push(
      circle(0, -r * 0.855, r * 0.012, {
        fill: '#ffffff',
        transform: `translate(${cx} ${cy}) rotate(${a + 360 / n / 2})`,
      }),
    );
  }
  return parts.join('');
}

/** A deep kosa bowl from above, returning the bowl and the radius of its liquid surface. */
export function bowl(s: Scene, cx: number, cy: number, r: number, glaze = '#fbf8f2'): string {
  const cobalt = '#1f4e9a';
  const outer = s.radial(
    [
      [0.8, glaze],
      [1, mix(glaze, '#cfc4b2', 0.7)],
    ],
    { cx: 0.46, cy: 0.44, r: 0.55 },
  );
  // Inside wall: in shadow near the light (top left), lit on the far side.
  const wall = s.linear(
    [
      [0, mix(glaze, '#b9ae9c', 0.7)],
      [0.55, mix(glaze, '#e8e0d2', 0.5)],
      [1, glaze],
    ],
    0.15,
    0.1,
    0.85,
    0.9,
  );
  return [
    softShadow(s, cx, cy, r, r, 0.34),
    circle(cx, cy, r, { fill: outer }),
    circle(cx, cy, r * 0.955, { fill: 'none', stroke: cobalt, 'stroke-width': r * 0.03 }),
    circle(cx, cy, r * 0.9, { fill: wall }),
    circle(cx, cy, r * 0.9, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.8 }),
  ].join('');
}

/** A folded napkin with woven stripes peeking out under a plate. */
export function napkin(s: Scene, cx: number, cy: number, w: number, h: number, angle: number): string {
  const base = luminance(s.background) < 0.35 ? '#3b3b42' : mix(s.background, '#ffffff', 0.55);
  const stripe = mix(s.accent, '#b2342a', 0.5);
  const stripes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = -h / 2 + h * (0.12 + i * 0.05);
    stripes.push(
      rect(-w / 2, y, w, i === 2 ? 6 : 2.5, { fill: i === 2 ? stripe : shade(stripe, 0.35), opacity: 0.85 }),
    );
  }
  return g(
    { transform: `translate(${cx} ${cy}) rotate(${angle})` },
    [
      shapeShadow(roundedRect(-w / 2, -h / 2, w, h, 10), 6, 10, '#000000', 0.1, 8),
      rect(-w / 2, -h / 2, w, h, { rx: 10, fill: base }),
      ...stripes,
      rect(-w / 2, -h / 2, w, h, { rx: 10, fill: 'none', stroke: shade(base, -0.08), 'stroke-width': 1.5 }),
    ].join(''),
  );
}

/** Tiny green herb leaves scattered in a circle. */
export function herbs(s: Scene, cx: number, cy: number, spread: number, count: number, size = 7): string {
  const greens = ['#3f8f3a', '#5aa845', '#2f7a34', '#78b94f'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = s.rng() * Math.PI * 2;
    const d = Math.sqrt(s.rng()) * spread;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const k = size * s.between(0.6, 1.3);
    out.push(
      path(`M${-k} 0 Q0 ${-k * 0.8} ${k} 0 Q0 ${k * 0.8} ${-k} 0Z`, {
        fill: greens[i % greens.length],
        transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${Math.round(s.rng() * 180)})`,
      }),
    );
  }
  return out.join('');
}

/** The path of a rounded rectangle, for shapes that need a `d`. */
export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}
