import { useT } from '@dastarkhan/client';
import type { BranchAdmin } from '@dastarkhan/domain';
import { useSearchParams } from 'react-router';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';
import { BranchEditor } from './branch-editor';
import { useBranchList, useCities } from './use-branch-data';
import { ZonesEditor } from './zones-editor';
import './branches.css';

/**
 * `/console/branches` (OWNER, MANAGER): the branches list and one branch's editor (`?branch=ID`
 * or `?branch=new`), or the delivery zones map (`?view=zones`). The place is in the address, so
 * a reload or the back button keeps it.
 */
export function BranchesPage() {
  const { t, tx } = useT();
  const [params, setParams] = useSearchParams();
  const branches = useBranchList();
  const cities = useCities();
  const view = params.get('view') === 'zones' ? 'zones' : 'branches';
  const chosen = params.get('branch');

  const go = (next: Record<string, string>) => setParams(next);
  const loading = branches.state.status === 'loading' || cities.state.status === 'loading';
  const failed =
    branches.state.status === 'error'
      ? branches.state
      : cities.state.status === 'error'
        ? cities.state
        : null;

  return (
    <div className="branches-screen">
      <ScreenTitle title={t('branches.title')} suffix={useMerchantName()} />
      <nav className="branches-tabs" aria-label={t('branches.title')}>
        <button type="button" className="button" aria-pressed={view === 'branches'} onClick={() => go({})}>
          {t('branches.tabBranches')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={view === 'zones'}
          onClick={() => go({ view: 'zones' })}
        >
          {t('branches.tabZones')}
        </button>
      </nav>
      {loading && (
        <div className="branch-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {failed && (
        <div role="alert">
          <p>{failed.text}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              branches.reload();
              cities.reload();
            }}
          >
            {t('shell.retry')}
          </button>
        </div>
      )}
      {branches.state.status === 'ready' && cities.state.status === 'ready' && (
        <>
          {view === 'zones' && <ZonesEditor cities={cities.state.data} branches={branches.state.data} />}
          {view === 'branches' && chosen && (
            <BranchEditor
              key={chosen}
              branch={branches.state.data.find((b) => String(b.id) === chosen) ?? null}
              cities={cities.state.data}
              onBack={() => go({})}
              onSaved={(saved: BranchAdmin) => {
                branches.reload();
                go({ branch: String(saved.id) });
              }}
            />
          )}
          {view === 'branches' && !chosen && (
            <div className="branches-list">
              <button type="button" className="button button-primary" onClick={() => go({ branch: 'new' })}>
                + {t('branches.new')}
              </button>
              {branches.state.data.length === 0 && <p>{t('branches.empty')}</p>}
              <ul>
                {branches.state.data.map((branch) => (
                  <li key={branch.id}>
                    <button
                      type="button"
                      className="branch-item"
                      onClick={() => go({ branch: String(branch.id) })}
                    >
                      <strong>{tx(branch.name)}</strong>
                      <span>{branch.address}</span>
                      {!branch.isActive && <span className="branch-badge">{t('branches.inactive')}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </div>
  );
}
