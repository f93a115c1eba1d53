import { formatTashkentDate, useT } from '@dastarkhan/client';
import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry, formatPhone } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';
import type { MessageKey } from '../../i18n/catalog';
import { fieldLabel } from './field-label';
import { useAudit } from './use-audit';
import './audit.css';

/** `/console/audit` (OWNER): who changed what and when (Tashkent time), before → after. */
export function AuditPage() {
  const { t } = useT();
  const filterId = useId();
  const [entity, setEntity] = useState<AuditEntity | ''>('');
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const state = useAudit(entity, page, attempt);
  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.previous : null;

  return (
    <div className="audit">
      <ScreenTitle title={t('audit.title')} suffix={useMerchantName()} />
      <div className="form-field audit-filter">
        <label htmlFor={filterId}>{t('audit.filter')}</label>
        <select
          id={filterId}
          value={entity}
          onChange={(e) => {
            setEntity(e.target.value as AuditEntity | '');
            setPage(0);
          }}
        >
          <option value="">{t('audit.all')}</option>
          {AUDIT_ENTITIES.map((name) => (
            <option key={name} value={name}>
              {t(`audit.entity.${name}` as MessageKey)}
            </option>
          ))}
        </select>
      </div>
      {state.status === 'error' && (
        <div role="alert" className="audit-error">
          <p>{state.text}</p>
          <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'loading' && !shown && (
        <div className="audit-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {shown && (
        <div aria-busy={state.status === 'loading'}>
          {shown.content.length === 0 ? (
            <p className="audit-empty">{t('audit.empty')}</p>
          ) : (
            <ol className="audit-list">
              {shown.content.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          {shown.totalPages > 1 && (
            <nav className="audit-pager" aria-label={t('audit.title')}>
              <button
                type="button"
                className="button"
                disabled={page === 0 || state.status === 'loading'}
                onClick={() => setPage(page - 1)}
              >
                {t('audit.newer')}
              </button>
              <span>{t('audit.page', { page: page + 1, pages: shown.totalPages })}</span>
              <button
                type="button"
                className="button"
                disabled={page + 1 >= shown.totalPages || state.status === 'loading'}
                onClick={() => setPage(page + 1)}
              >
                {t('audit.older')}
              </button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}

type T = ReturnType<typeof useT>['t'];

const show = (value: unknown, t: T): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : value === true
      ? t('audit.on')
      : value === false
        ? t('audit.off')
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, lang } = useT();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const who = entry.user
    ? [entry.user.name, entry.user.phone ? formatPhone(entry.user.phone) : ''].filter(Boolean).join(' · ')
    : t('audit.system');
  return (
    <li className="audit-entry">
      <div className="audit-head">
        <strong>
          {t(`audit.entity.${entry.entity}` as MessageKey)}
          {entry.entityId ? ` ${entry.entityId}` : ''} — {t(`audit.action.${entry.action}` as MessageKey)}
        </strong>
        <time dateTime={entry.createdDate}>{formatTashkentDate(entry.createdDate, lang)}</time>
        <span className="audit-who">{who}</span>
      </div>
      {fields.length > 0 && (
        <dl className="audit-changes">
          {fields.map((field) => (
            <div key={field} className="audit-change">
              <dt>{fieldLabel(entry, field, t)}</dt>
              <dd>
                <span className="audit-before">
                  <span className="visually-hidden">{t('audit.before')}: </span>
                  {show(entry.before?.[field], t)}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="audit-after">
                  <span className="visually-hidden">{t('audit.after')}: </span>
                  {show(entry.after?.[field], t)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
