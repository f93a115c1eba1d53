// Small builders shared by the tenant content files.
import type { Polygon, SeedBranch, Text, Weekday } from './types.js';

/** A multilingual text in the order uz, ru, eng. */
export function t(uz: string, ru: string, eng: string): Text {
  return { uz, ru, eng };
}

/** Paragraphs joined by a blank line, per language. */
export function paragraphs(items: Text[]): Text {
  return {
    uz: items.map((p) => p.uz).join('\n\n'),
    ru: items.map((p) => p.ru).join('\n\n'),
    eng: items.map((p) => p.eng).join('\n\n'),
  };
}

/** A realistic-looking 17-digit fiscal product code (IKPU): class prefix + item number. */
export function ikpu(classCode: string, item: number): string {
  const code = `${classCode}${String(item).padStart(17 - classCode.length, '0')}`;
  if (code.length !== 17) throw new Error(`IKPU must have 17 digits: ${code}`);
  return code;
}

/** An EAN-13 barcode with a valid check digit; `body` is the first 12 digits. */
export function ean13(body: string): string {
  if (!/^\d{12}$/.test(body)) throw new Error(`EAN-13 body must have 12 digits: ${body}`);
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export const WEEKDAYS: Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

type Hours = { open: string; close: string } | 'closed';

/** Weekly hours: `base` every day, `overrides` per weekday (or 'closed'). */
export function weekHours(
  base: { open: string; close: string },
  overrides: Partial<Record<Weekday, Hours>> = {},
): SeedBranch['workHours'] {
  return WEEKDAYS.map((day) => {
    const h = overrides[day] ?? base;
    return h === 'closed'
      ? { day, open: base.open, close: base.close, isWorking: false }
      : { day, open: h.open, close: h.close, isWorking: true };
  });
}

const KM_PER_DEG_LAT = 111.32;

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** A point `km` away from the centre at `bearing` degrees (0 = north, clockwise), as [lng, lat]. */
function offset(
  center: { latitude: number; longitude: number },
  km: number,
  bearing: number,
): [number, number] {
  const rad = (bearing * Math.PI) / 180;
  const dLat = (km * Math.cos(rad)) / KM_PER_DEG_LAT;
  const dLng = (km * Math.sin(rad)) / (KM_PER_DEG_LAT * Math.cos((center.latitude * Math.PI) / 180));
  return [round6(center.longitude + dLng), round6(center.latitude + dLat)];
}

/**
 * A closed shape around a centre: one radius (km) per vertex, evenly spread clockwise from north.
 * Irregular radii make it look like a hand-drawn zone while staying a simple (star-shaped) polygon.
 */
export function blob(center: { latitude: number; longitude: number }, radiiKm: number[]): Polygon {
  return radiiKm.map((km, i) => offset(center, km, (360 / radiiKm.length) * i));
}

/**
 * A ring sector between `innerKm` and `outerKm`, from `fromDeg` to `toDeg` (clockwise, < 360° span):
 * the outer arc forward, then the inner arc back — a simple polygon.
 */
export function ringSector(
  center: { latitude: number; longitude: number },
  innerKm: number,
  outerKm: number,
  fromDeg: number,
  toDeg: number,
  steps = 6,
): Polygon {
  const outer: Polygon = [];
  const inner: Polygon = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = fromDeg + ((toDeg - fromDeg) * i) / steps;
    outer.push(offset(center, outerKm, bearing));
    inner.push(offset(center, innerKm, bearing));
  }
  return [...outer, ...inner.reverse()];
}
