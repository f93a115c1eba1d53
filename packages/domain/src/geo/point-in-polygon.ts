/** [longitude, latitude], the order GeoJSON and the zone table use. */
export type LonLat = readonly [number, number];

/**
 * Ray casting: whether the point lies inside the simple polygon (first vertex not repeated). A
 * point exactly on an edge may fall either side; zones that share an edge still place it in one.
 */
export function pointInPolygon(point: LonLat, polygon: readonly LonLat[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
