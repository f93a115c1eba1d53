import './vacancies.css';
import { useT } from '@dastarkhan/client';
import { Link } from 'react-router';
import { salaryText, type VacancySummary } from './vacancy-view';

/** `/vacancy`: open positions as cards — position, salary, branch. */
export function VacancyList({ vacancies }: { vacancies: VacancySummary[] }) {
  const { t, lang } = useT();
  return (
    <div className="vacancies-page">
      <header className="vacancies-head">
        <h1>{t('vacancies.title')}</h1>
        <p>{t('vacancies.intro')}</p>
      </header>
      {vacancies.length === 0 ? (
        <p className="empty-state vacancies-empty">{t('vacancies.empty')}</p>
      ) : (
        <ul className="vacancy-grid">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id}>
              <Link className="vacancy-card" to={`/vacancy/${vacancy.id}`}>
                <span className="vacancy-card-position">{vacancy.position}</span>
                <span className="vacancy-card-salary">
                  {salaryText(t, lang, vacancy.salaryFrom, vacancy.salaryTo)}
                  {(vacancy.salaryFrom !== null || vacancy.salaryTo !== null) && (
                    <span className="vacancy-per-month"> {t('vacancies.perMonth')}</span>
                  )}
                </span>
                <span className="vacancy-card-branch">
                  <PinIcon />
                  {vacancy.branchName ?? t('vacancies.anyBranch')}
                </span>
                <span className="vacancy-card-more" aria-hidden="true">
                  {t('vacancies.details')} →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}
