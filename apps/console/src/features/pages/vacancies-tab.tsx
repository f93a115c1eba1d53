import { useT } from '@dastarkhan/client';
import type { OperatorVacancy } from '@dastarkhan/domain';
import { formatSom, pickText } from '@dastarkhan/domain/client';
import { useState } from 'react';
import { useApi } from '../../app/session';
import { useStaff } from '../../app/staff';
import { TabError, TabSkeleton } from './tab-states';
import { useLoaded } from './use-loaded';
import { VacancySheet } from './vacancy-sheet';

const URL = '/support/v1/operator/vacancies';

/** Vacancies: open ones are on the storefront's /vacancy; closed ones stay here to reopen. */
export function VacanciesTab() {
  const { t } = useT();
  const { state, setState, retry } = useLoaded<OperatorVacancy[]>(URL);
  const [editing, setEditing] = useState<OperatorVacancy | 'new' | null>(null);

  const saved = (vacancy: OperatorVacancy) =>
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const known = prev.data.some((v) => v.id === vacancy.id);
      return {
        status: 'ready',
        data: known ? prev.data.map((v) => (v.id === vacancy.id ? vacancy : v)) : [vacancy, ...prev.data],
      };
    });

  return (
    <div className="pages-vacancies">
      <div className="pages-row-head">
        <h2>{t('pages.vacancies')}</h2>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t('pages.newVacancy')}
        </button>
      </div>
      {state.status === 'loading' && <TabSkeleton rows={2} />}
      {state.status === 'error' && <TabError text={state.text} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="pages-empty">{t('pages.noVacancies')}</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="pages-vacancy-list">
          {state.data.map((vacancy) => (
            <VacancyRow
              key={vacancy.id}
              vacancy={vacancy}
              onEdit={() => setEditing(vacancy)}
              onChanged={saved}
            />
          ))}
        </ul>
      )}
      {editing && (
        <VacancySheet
          vacancy={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(vacancy) => {
            saved(vacancy);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

function VacancyRow({
  vacancy,
  onEdit,
  onChanged,
}: {
  vacancy: OperatorVacancy;
  onEdit: () => void;
  onChanged: (vacancy: OperatorVacancy) => void;
}) {
  const { t, lang } = useT();
  const api = useApi();
  const { branches } = useStaff();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const position = pickText(vacancy.position, lang);
  const branch = branches.find((b) => b.id === vacancy.branchId);
  const salary =
    vacancy.salaryFrom || vacancy.salaryTo
      ? [vacancy.salaryFrom, vacancy.salaryTo].map((n) => (n ? formatSom(n, lang) : '…')).join(' – ')
      : t('pages.salaryOpen');

  async function toggle() {
    setBusy(true);
    setError(null);
    const [failure, next] = await api.put<OperatorVacancy>(`${URL}/${vacancy.id}/active`, {
      isActive: !vacancy.isActive,
    });
    setBusy(false);
    if (failure) return setError(failure.text);
    onChanged(next);
  }

  return (
    <li className={`pages-vacancy${vacancy.isActive ? '' : ' pages-vacancy-closed'}`} aria-label={position}>
      <div className="pages-row-head">
        <strong>{position}</strong>
        <span className={`pages-state pages-state-${vacancy.isActive ? 'on' : 'off'}`}>
          {vacancy.isActive ? t('pages.vacancyOpen') : t('pages.vacancyClosed')}
        </span>
      </div>
      <p className="pages-hint">
        {branch ? pickText(branch.name, lang) : t('pages.allBranches')} · {salary}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="pages-actions">
        <button type="button" className="button" onClick={onEdit}>
          {t('pages.edit')}
        </button>
        <button
          type="button"
          className={`button${vacancy.isActive ? ' pages-danger' : ''}`}
          onClick={() => void toggle()}
          disabled={busy}
        >
          {vacancy.isActive ? t('pages.closeVacancy') : t('pages.reopenVacancy')}
        </button>
      </div>
    </li>
  );
}
