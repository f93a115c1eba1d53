import { useMemo } from 'react';
import type { MapPoint } from './types';

/**
 * The same array for as long as the points' content is unchanged, so a parent that rebuilds the
 * array on every render does not make the map redraw markers and refit its viewport (which would
 * throw away the user's pan and zoom).
 */
export function useStablePoints(points: readonly MapPoint[]): readonly MapPoint[] {
  const key = JSON.stringify(points.map((p) => [p.id, p.lat, p.lon, p.title, p.subtitle ?? null]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content on purpose
  return useMemo(() => points, [key]);
}
