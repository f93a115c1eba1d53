import type { LonLat } from './point-in-polygon.js';

// One geometry rule for the console's zone editor and the server: a zone the editor lets through
// is one the server keeps, and the server refuses what a hand-made request could send.

/** Why a drawn zone cannot be kept. */
export type PolygonProblem =
  | 'ZONE_TOO_FEW_POINTS'
  | 'ZONE_SELF_INTERSECTING'
  | 'ZONE_ZERO_AREA'
  | 'ZONE_TOO_LARGE';

/** More vertices than anyone draws by hand; every order's point is tested against them. */
export const ZONE_MAX_POINTS = 500;
/** A delivery zone wider or taller than this (degrees, ~110 km) is a slip of the mouse. */
export const ZONE_MAX_SPAN_DEGREES = 1;
/** Under this (square metres, a small yard) a zone delivers nowhere. */
export const ZONE_MIN_AREA_M2 = 100;

const M_PER_DEG = 111_320;

/** The polygon without a repeated closing point and without consecutive duplicates. */
export function cleanPolygon(points: readonly LonLat[]): LonLat[] {
  const out: LonLat[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push([p[0], p[1]]);
  }
  while (out.length > 1 && out[0]![0] === out[out.length - 1]![0] && out[0]![1] === out[out.length - 1]![1])
    out.pop();
  return out;
}

/** Area in square metres on a local flat projection (fine at a city's scale). */
export function polygonAreaM2(points: readonly LonLat[]): number {
  if (points.length < 3) return 0;
  const lat0 = (points.reduce((s, p) => s + p[1], 0) / points.length) * (Math.PI / 180);
  const kx = M_PER_DEG * Math.cos(lat0);
  let twice = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    twice += xj * kx * (yi * M_PER_DEG) - xi * kx * (yj * M_PER_DEG);
  }
  return Math.abs(twice) / 2;
}

const orient = (a: LonLat, b: LonLat, c: LonLat) =>
  Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

const onSegment = (a: LonLat, b: LonLat, p: LonLat) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share any point (touching and overlapping included). */
function segmentsMeet(a: LonLat, b: LonLat, c: LonLat, d: LonLat): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** Whether two edges that are not neighbours meet, or neighbours fold back over each other. */
export function selfIntersects(points: readonly LonLat[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const c = points[j]!;
      const d = points[(j + 1) % n]!;
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (!neighbours) {
        if (segmentsMeet(a, b, c, d)) return true;
        continue;
      }
      // Neighbours share one vertex; they may not run back along each other.
      const shared = j === i + 1 ? b : a;
      const far1 = j === i + 1 ? a : b;
      const far2 = j === i + 1 ? d : c;
      if (orient(far1, shared, far2) === 0) {
        const back =
          (far1[0] - shared[0]) * (far2[0] - shared[0]) + (far1[1] - shared[1]) * (far2[1] - shared[1]) > 0;
        if (back) return true;
      }
    }
  }
  return false;
}

/** The first reason the polygon cannot be a delivery zone, or null when it can. */
export function polygonProblem(raw: readonly LonLat[]): PolygonProblem | null {
  const points = cleanPolygon(raw);
  const distinct = new Set(points.map((p) => `${p[0]},${p[1]}`));
  if (distinct.size < 3) return 'ZONE_TOO_FEW_POINTS';
  if (points.length > ZONE_MAX_POINTS) return 'ZONE_TOO_LARGE';
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  if (
    Math.max(...lons) - Math.min(...lons) > ZONE_MAX_SPAN_DEGREES ||
    Math.max(...lats) - Math.min(...lats) > ZONE_MAX_SPAN_DEGREES
  )
    return 'ZONE_TOO_LARGE';
  if (distinct.size !== points.length) return 'ZONE_SELF_INTERSECTING';
  // Points on one line have no inside; said before "crosses itself", which they also do.
  if (points.every((p) => orient(points[0]!, points[1]!, p) === 0)) return 'ZONE_ZERO_AREA';
  if (selfIntersects(points)) return 'ZONE_SELF_INTERSECTING';
  if (polygonAreaM2(points) < ZONE_MIN_AREA_M2) return 'ZONE_ZERO_AREA';
  return null;
}
