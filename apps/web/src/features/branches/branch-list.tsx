import '../../styles/branches.css';
import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';
import { useNow } from '../../lib/use-now';
import { BranchCard } from './branch-card';
import { Icon } from './icons';
import { useBranchesByCity } from './use-branches';

/** `/branches`: every branch of the tenant, grouped by city, with a way to the map. */
export function BranchList({ serverNow }: { serverNow: number }) {
  const { t } = useT();
  const groups = useBranchesByCity();
  const now = useNow(serverNow);
  const count = groups.reduce((sum, group) => sum + group.branches.length, 0);
  return (
    <div className="branches-page">
      <header className="branches-head">
        <div>
          <h1>{t('branches.title')}</h1>
          {count > 0 && <p className="branches-count">{t('branches.count', { count })}</p>}
        </div>
        {count > 0 && (
          <Link className="button button-primary branches-map-link" to="/branches/map">
            <Icon name="map" />
            {t('branches.onMap')}
          </Link>
        )}
      </header>
      {count === 0 ? (
        <p className="empty-state branches-empty">{t('msg.NO_BRANCHES')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.cityId} className="branches-city" aria-labelledby={`city-${group.cityId}`}>
            <h2 id={`city-${group.cityId}`}>{group.cityName || t('branches.otherCity')}</h2>
            <div className="branch-grid">
              {group.branches.map((branch) => (
                <BranchCard key={branch.id} branch={branch} now={now} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
