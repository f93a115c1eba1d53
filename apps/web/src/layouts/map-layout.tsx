import { useT } from '@dastarkhan/client';
import { Link, Outlet } from 'react-router';

/** Spec §2 map layout: a full-height map screen with a way back (its screens all serve checkout). */
export default function MapLayout() {
  const { t } = useT();
  return (
    <div className="map-layout">
      <header className="map-header">
        <Link to="/checkout" className="button">
          ← {t('nav.back')}
        </Link>
      </header>
      <main id="main" className="map-main">
        <Outlet />
      </main>
    </div>
  );
}
