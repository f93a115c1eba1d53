// Tiny helpers for writing SVG by hand: colours, element strings and a per-drawing scene
// (definitions with unique ids, a seeded random source, the dish's colours).
import { hashSeed, mulberry32 } from '../content/prng.js';

export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join(' ');
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export function el(tag: string, a: Attrs, children = ''): string {
  return children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`;
}

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...a });
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}) =>
  el('rect', { x, y, width, height, ...a });
export const path = (d: string, a: Attrs = {}) => el('path', { d, ...a });
export const g = (a: Attrs, children: string) => el('g', a, children);

/** A closed smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: Array<[number, number]>): string {
  const n = points.length;
  const p = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${round(p(0)[0])} ${round(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const c1 = [x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6];
    const c2 = [x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6];
    d += ` C${round(c1[0]!)} ${round(c1[1]!)} ${round(c2[0]!)} ${round(c2[1]!)} ${round(x2)} ${round(y2)}`;
  }
  return `${d}Z`;
}

/** An irregular round blob around (cx, cy): radius r, wobble 0..1. */
export function blobPath(rng: () => number, cx: number, cy: number, r: number, wobble = 0.18, n = 9): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 - wobble / 2 + rng() * wobble);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}

// ---- colours ----

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return toHex(ca.map((v, i) => v + (cb[i]! - v) * t));
}

/** amount > 0 lightens towards white, < 0 darkens towards a warm black. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#1a0d05', -amount);
}

/** Relative brightness 0..1. */
export function luminance(hex: string): number {
  const [r, gg, b] = parse(hex);
  return (0.2126 * r + 0.7152 * gg + 0.0722 * b) / 255;
}

// ---- scene ----

export interface Scene {
  accent: string;
  /** Which look of the kind (draw-dish's hint.variant): the crockery's colours follow it. */
  variant: number;
  background: string;
  rng: () => number;
  /** Random in [lo, hi). */
  between(lo: number, hi: number): number;
  /** Registers a definition and returns its `url(#id)`. */
  radial(
    stops: Array<[number, string, number?]>,
    opts?: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number },
  ): string;
  linear(stops: Array<[number, string, number?]>, x1: number, y1: number, x2: number, y2: number): string;
  defs(): string;
}

export function createScene(seedText: string, accent: string, background: string, variant = 0): Scene {
  const rng = mulberry32(hashSeed(seedText));
  const defs: string[] = [];
  let next = 0;
  const id = (prefix: string) => `${prefix}${next++}`;
  const stopList = (stops: Array<[number, string, number?]>) =>
    stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
  return {
    accent,
    variant,
    background,
    rng,
    between: (lo, hi) => lo + rng() * (hi - lo),
    radial(stops, opts = {}) {
      const gid = id('r');
      defs.push(
        el(
          'radialGradient',
          { id: gid, cx: opts.cx ?? 0.5, cy: opts.cy ?? 0.5, r: opts.r ?? 0.5, fx: opts.fx, fy: opts.fy },
          stopList(stops),
        ),
      );
      return `url(#${gid})`;
    },
    linear(stops, x1, y1, x2, y2) {
      const gid = id('l');
      defs.push(el('linearGradient', { id: gid, x1, y1, x2, y2 }, stopList(stops)));
      return `url(#${gid})`;
    },
    defs: () => `<defs>${defs.join('')}</defs>`,
  };
}
