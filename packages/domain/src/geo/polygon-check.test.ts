import { describe, expect, it } from 'vitest';
import type { LonLat } from './point-in-polygon.js';
import { cleanPolygon, polygonAreaM2, polygonProblem } from './polygon-check.js';

// A square about 1.1 km on a side in central Tashkent.
const square: LonLat[] = [
  [69.27, 41.3],
  [69.28, 41.3],
  [69.28, 41.31],
  [69.27, 41.31],
];

describe('delivery zone geometry', () => {
  it('accepts a plain square and measures its area', () => {
    expect(polygonProblem(square)).toBeNull();
    const area = polygonAreaM2(square);
    expect(area).toBeGreaterThan(0.9e6);
    expect(area).toBeLessThan(1.0e6);
  });

  it('accepts the square closed by repeating its first point', () => {
    expect(polygonProblem([...square, square[0]!])).toBeNull();
    expect(cleanPolygon([...square, square[0]!])).toHaveLength(4);
  });

  it.each([
    ['no point', []],
    ['two points', square.slice(0, 2)],
    ['three points two of them equal', [square[0]!, square[1]!, square[1]!]],
    ['a triangle closed on itself but with only two distinct points', [square[0]!, square[1]!, square[0]!]],
  ])('refuses %s as too few points', (_name, points) => {
    expect(polygonProblem(points as LonLat[])).toBe('ZONE_TOO_FEW_POINTS');
  });

  it('refuses a bow tie (two edges crossing)', () => {
    expect(polygonProblem([square[0]!, square[2]!, square[1]!, square[3]!])).toBe('ZONE_SELF_INTERSECTING');
  });

  it('refuses a shape that passes twice through one vertex', () => {
    const figureEight: LonLat[] = [
      [69.27, 41.3],
      [69.28, 41.31],
      [69.29, 41.3],
      [69.29, 41.32],
      [69.28, 41.31],
      [69.27, 41.32],
    ];
    expect(polygonProblem(figureEight)).toBe('ZONE_SELF_INTERSECTING');
  });

  it('refuses three points on one line as without area', () => {
    expect(
      polygonProblem([
        [69.27, 41.3],
        [69.28, 41.3],
        [69.29, 41.3],
      ]),
    ).toBe('ZONE_ZERO_AREA');
  });

  it('refuses a sliver of a few square metres', () => {
    expect(
      polygonProblem([
        [69.27, 41.3],
        [69.2701, 41.3],
        [69.2701, 41.30001],
      ]),
    ).toBe('ZONE_ZERO_AREA');
  });

  it('refuses a zone spanning more than a degree as absurd', () => {
    expect(
      polygonProblem([
        [69.0, 41.0],
        [70.5, 41.0],
        [70.5, 41.5],
      ]),
    ).toBe('ZONE_TOO_LARGE');
  });

  it('accepts a concave shape (an L) that does not cross itself', () => {
    const ell: LonLat[] = [
      [69.27, 41.3],
      [69.29, 41.3],
      [69.29, 41.31],
      [69.28, 41.31],
      [69.28, 41.32],
      [69.27, 41.32],
    ];
    expect(polygonProblem(ell)).toBeNull();
  });

  it('refuses an edge that runs back along the one before it', () => {
    expect(
      polygonProblem([
        [69.27, 41.3],
        [69.29, 41.3],
        [69.28, 41.3],
        [69.28, 41.31],
      ]),
    ).toBe('ZONE_SELF_INTERSECTING');
  });
});
