import '../../styles/branches.css';
import { useT } from '@dastarkhan/client';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { useHydrated } from '../../lib/use-hydrated';
import { useNow } from '../../lib/use-now';
import { BranchContacts, ServiceBadges } from './branch-card';
import { type BranchView, directionsUrl } from './branch-view';
import { Icon } from './icons';
import { OpeningStatus } from './opening-status';
import { useBranchesByCity } from './use-branches';
import { WeekSchedule } from './week-schedule';

// Its own chunk, fetched only here: Leaflet and the Yandex loader never reach other routes.
const BranchMap = lazy(() =>
  import('../../components/map/branch-map').then((module) => ({ default: module.BranchMap })),
);

/**
 * `/branches/map`: the map and the list side by side (stacked on a phone). Choosing in the list
 * selects the marker and a marker selects its list entry, so the page still works when the map
 * tiles cannot load.
 */
export function BranchMapView({ serverNow, initialId }: { serverNow: number; initialId: number | null }) {
  const { t } = useT();
  const groups = useBranchesByCity();
  const now = useNow(serverNow);
  const branches = useMemo(() => groups.flatMap((group) => group.branches), [groups]);
  const [selectedId, setSelectedId] = useState<number | null>(
    initialId !== null && branches.some((b) => b.id === initialId) ? initialId : null,
  );

  const selectFromMap = (id: number) => {
    setSelectedId(id);
    requestAnimationFrame(() =>
      document.getElementById(`map-branch-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
    );
  };

  return (
    <div className="branches-page branches-map-page">
      <header className="branches-head">
        <h1>{t('branches.mapTitle')}</h1>
        <Link className="button" to="/branches">
          <Icon name="list" />
          {t('branches.asList')}
        </Link>
      </header>
      {branches.length === 0 ? (
        <p className="empty-state branches-empty">{t('msg.NO_BRANCHES')}</p>
      ) : (
        <div className="branches-map-layout">
          <div className="branches-map-canvas">
            <MapPane branches={branches} selectedId={selectedId} onSelect={selectFromMap} />
          </div>
          <div className="branches-map-list">
            {groups.map((group) => (
              <section key={group.cityId} aria-labelledby={`map-city-${group.cityId}`}>
                <h2 id={`map-city-${group.cityId}`} className="branches-map-city">
                  {group.cityName || t('branches.otherCity')}
                </h2>
                <ul>
                  {group.branches.map((branch) => (
                    <MapListItem
                      key={branch.id}
                      branch={branch}
                      now={now}
                      selected={branch.id === selectedId}
                      onSelect={() => setSelectedId(branch.id)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function MapPane({
  branches,
  selectedId,
  onSelect,
}: {
  branches: BranchView[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, lang } = useT();
  const { settings, merchant, mapTileUrl } = useTenant();
  const hydrated = useHydrated();
  const points = useMemo(
    () => branches.map((b) => ({ id: b.id, lat: b.lat, lon: b.lon, title: b.name, subtitle: b.address })),
    [branches],
  );
  const skeleton = <div className="branches-map-skeleton skeleton" aria-hidden="true" />;
  // The server and the first client render draw the skeleton; the map chunk loads after that.
  if (!hydrated) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <BranchMap
        provider={settings.mapType}
        apiKey={merchant.yandexMapKey}
        tileUrl={mapTileUrl}
        lang={lang}
        points={points}
        selectedId={selectedId}
        onSelect={onSelect}
        ariaLabel={t('branches.mapTitle')}
        labels={{ loading: t('branches.mapLoading'), unavailable: t('branches.mapUnavailable') }}
        className="branches-map-frame"
      />
    </Suspense>
  );
}

function MapListItem({
  branch,
  now,
  selected,
  onSelect,
}: {
  branch: BranchView;
  now: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useT();
  return (
    <li id={`map-branch-${branch.id}`} className={`map-branch${selected ? ' is-selected' : ''}`}>
      <button type="button" className="map-branch-button" aria-pressed={selected} onClick={onSelect}>
        <span className="map-branch-name">{branch.name}</span>
        <span className="map-branch-address">{branch.address}</span>
      </button>
      <OpeningStatus schedule={branch.schedule} holidays={branch.holidays} now={now} />
      {selected && (
        <div className="map-branch-details">
          <BranchContacts branch={branch} />
          <WeekSchedule schedule={branch.schedule} now={now} />
          <ServiceBadges services={branch.services} />
          <a
            className="button branch-action"
            href={directionsUrl(branch)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="route" />
            <span aria-hidden="true">{t('branches.directions')}</span>
            <span className="visually-hidden">{t('branches.directionsTo', { name: branch.name })}</span>
          </a>
        </div>
      )}
    </li>
  );
}
