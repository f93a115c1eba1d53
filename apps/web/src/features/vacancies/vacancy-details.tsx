import './vacancies.css';
import { useT } from '@dastarkhan/client';
import { formatPhone, phoneHref } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { VacancyApplyForm } from './vacancy-apply-form';
import { PinIcon } from './vacancy-list';
import { type VacancyDetails as Details, salaryText, textBlocks } from './vacancy-view';

/** `/vacancy/:id`: the position, monthly salary, whom to call, requirements and conditions. */
export function VacancyDetails({ vacancy }: { vacancy: Details }) {
  const { t, lang } = useT();
  const href = phoneHref(vacancy.responsiblePhone);
  return (
    <article className="vacancy-page">
      <Link className="vacancy-back" to="/vacancy">
        ← {t('vacancies.all')}
      </Link>
      <header className="vacancy-hero">
        <h1>{vacancy.position}</h1>
        <p className="vacancy-card-branch">
          <PinIcon />
          {vacancy.branchName ?? t('vacancies.anyBranch')}
        </p>
      </header>
      <div className="vacancy-layout">
        <aside className="vacancy-aside" aria-label={t('vacancies.salary')}>
          <dl className="vacancy-facts">
            <div>
              <dt>{t('vacancies.salary')}</dt>
              <dd className="vacancy-salary">{salaryText(t, lang, vacancy.salaryFrom, vacancy.salaryTo)}</dd>
            </div>
            <div>
              <dt>{t('vacancies.responsible')}</dt>
              <dd>
                <span className="vacancy-person">{vacancy.responsible}</span>
                {href && <span className="vacancy-phone">{formatPhone(vacancy.responsiblePhone)}</span>}
              </dd>
            </div>
          </dl>
          {href && (
            <a className="button button-primary vacancy-call" href={href}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
                />
              </svg>
              <span aria-hidden="true">{t('vacancies.apply')}</span>
              <span className="visually-hidden">{t('vacancies.applyTo', { name: vacancy.responsible })}</span>
            </a>
          )}
        </aside>
        <div className="vacancy-main">
          <Section title={t('vacancies.requirements')} text={vacancy.requirements} />
          <Section title={t('vacancies.description')} text={vacancy.description} />
          <VacancyApplyForm vacancyId={vacancy.id} />
        </div>
      </div>
    </article>
  );
}

function Section({ title, text }: { title: string; text: string }) {
  const blocks = textBlocks(text);
  if (blocks.length === 0) return null;
  return (
    <section className="vacancy-section">
      <h2>{title}</h2>
      {blocks.map((block) => (
        <p key={block}>{block}</p>
      ))}
    </section>
  );
}
