import { DEFAULT_MAP_LABELS, type MapLabels, type MapPoint } from './types';

/**
 * Last resort when no map can be drawn (no Yandex, Leaflet failed to load): the points as a plain
 * list of buttons, so a branch can still be chosen.
 */
export function PointListFallback({
  points,
  selectedId,
  onSelect,
  labels,
}: {
  points: readonly MapPoint[];
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  labels?: Partial<MapLabels>;
}) {
  const message = labels?.unavailable ?? DEFAULT_MAP_LABELS.unavailable;
  return (
    <div className="maps-fallback">
      <p className="maps-fallback__message" role="status">
        {message}
      </p>
      {points.length > 0 && (
        <ul className="maps-fallback__list">
          {points.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="maps-fallback__item"
                aria-pressed={p.id === selectedId}
                onClick={() => onSelect?.(p.id)}
              >
                <span className="maps-fallback__title">{p.title}</span>
                {p.subtitle && <span className="maps-fallback__subtitle">{p.subtitle}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
