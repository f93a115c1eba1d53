import { useT } from '@dastarkhan/client';
import type { Language, Multilingual, OperatorVacancy } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../app/session';
import { useStaff } from '../../app/staff';

const LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];
const EMPTY: Multilingual = { uz: '', ru: '', eng: '' };
const digits = (text: string) => {
  const clean = text.replace(/[\s\u00a0]/g, '');
  return clean ? Number(clean) : null;
};

/** Opens a vacancy (`vacancy` null) or edits one, in a modal sheet; the server judges the values. */
export function VacancySheet({
  vacancy,
  onClose,
  onSaved,
}: {
  vacancy: OperatorVacancy | null;
  onClose: () => void;
  onSaved: (vacancy: OperatorVacancy) => void;
}) {
  const { t, lang } = useT();
  const api = useApi();
  const { branches } = useStaff();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [position, setPosition] = useState<Multilingual>(vacancy?.position ?? EMPTY);
  const [requirements, setRequirements] = useState<Multilingual>(vacancy?.requirements ?? EMPTY);
  const [description, setDescription] = useState<Multilingual>(vacancy?.description ?? EMPTY);
  const [branchId, setBranchId] = useState<number | null>(vacancy?.branchId ?? null);
  const [responsible, setResponsible] = useState(vacancy?.responsible ?? '');
  const [phone, setPhone] = useState(vacancy?.responsiblePhone ?? '');
  const [salaryFrom, setSalaryFrom] = useState(vacancy?.salaryFrom ? String(vacancy.salaryFrom) : '');
  const [salaryTo, setSalaryTo] = useState(vacancy?.salaryTo ? String(vacancy.salaryTo) : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const body = {
      branchId,
      position,
      responsible,
      responsiblePhone: phone,
      salaryFrom: digits(salaryFrom),
      salaryTo: digits(salaryTo),
      requirements,
      description,
    };
    const [failure, saved] = vacancy
      ? await api.put<OperatorVacancy>(`/support/v1/operator/vacancies/${vacancy.id}`, body)
      : await api.post<OperatorVacancy>('/support/v1/operator/vacancies', body);
    setSaving(false);
    if (failure) return setError(failure.text);
    onSaved(saved);
  }

  const title = vacancy ? pickText(vacancy.position, lang) : t('pages.newVacancy');
  return (
    <dialog
      ref={ref}
      className="pages-sheet"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form className="pages-form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        <fieldset className="pages-group">
          <legend>{t('pages.position')}</legend>
          {LANGUAGES.map((l) => (
            <div key={l} className="form-field">
              <label htmlFor={`${id}-pos-${l}`}>{t(`pages.lang.${l}`)}</label>
              <input
                id={`${id}-pos-${l}`}
                value={position[l]}
                maxLength={120}
                onChange={(event) => setPosition((prev) => ({ ...prev, [l]: event.target.value }))}
              />
            </div>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor={`${id}-branch`}>{t('pages.branch')}</label>
          <select
            id={`${id}-branch`}
            className="pages-select"
            value={branchId ?? ''}
            onChange={(event) => setBranchId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('pages.allBranches')}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {pickText(branch.name, lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="pages-pair">
          <div className="form-field">
            <label htmlFor={`${id}-who`}>{t('pages.responsible')}</label>
            <input
              id={`${id}-who`}
              value={responsible}
              maxLength={120}
              onChange={(e) => setResponsible(e.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-phone`}>{t('pages.responsiblePhone')}</label>
            <input
              id={`${id}-phone`}
              inputMode="tel"
              placeholder="998 90 123 45 67"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </div>
        </div>
        <div className="pages-pair">
          <div className="form-field">
            <label htmlFor={`${id}-from`}>{t('pages.salaryFrom')}</label>
            <input
              id={`${id}-from`}
              inputMode="numeric"
              value={salaryFrom}
              onChange={(e) => setSalaryFrom(e.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-to`}>{t('pages.salaryTo')}</label>
            <input
              id={`${id}-to`}
              inputMode="numeric"
              value={salaryTo}
              onChange={(e) => setSalaryTo(e.target.value)}
            />
          </div>
        </div>
        <fieldset className="pages-group">
          <legend>{t('pages.requirements')}</legend>
          {LANGUAGES.map((l) => (
            <div key={l} className="form-field">
              <label htmlFor={`${id}-req-${l}`}>{t(`pages.lang.${l}`)}</label>
              <textarea
                id={`${id}-req-${l}`}
                className="pages-textarea"
                value={requirements[l]}
                maxLength={4000}
                onChange={(event) => setRequirements((prev) => ({ ...prev, [l]: event.target.value }))}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="pages-group">
          <legend>{t('pages.description')}</legend>
          {LANGUAGES.map((l) => (
            <div key={l} className="form-field">
              <label htmlFor={`${id}-desc-${l}`}>{t(`pages.lang.${l}`)}</label>
              <textarea
                id={`${id}-desc-${l}`}
                className="pages-textarea"
                value={description[l]}
                maxLength={4000}
                onChange={(event) => setDescription((prev) => ({ ...prev, [l]: event.target.value }))}
              />
            </div>
          ))}
        </fieldset>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="pages-sheet-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('pages.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
            {vacancy ? t('pages.save') : t('pages.openVacancy')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
