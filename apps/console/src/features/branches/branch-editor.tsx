import { useT, useToast } from '@dastarkhan/client';
import type { BranchAdmin, City } from '@dastarkhan/domain';
import { type ReactNode, useId, useState } from 'react';
import { useApi } from '../../app/session';
import { type BranchDraft, bodyOf, draftOf } from './branch-form';
import { BranchPointMap } from './branch-point-map';
import { HallsEditor } from './halls-editor';
import { HolidaysFields } from './holidays-fields';
import { HoursFields } from './hours-fields';
import { refusal } from './use-branch-data';

/** One branch: its details, week, holidays, services and times; its halls once it exists. */
export function BranchEditor({
  branch,
  cities,
  onSaved,
  onBack,
}: {
  branch: BranchAdmin | null;
  cities: City[];
  onSaved: (branch: BranchAdmin) => void;
  onBack: () => void;
}) {
  const { t, tx } = useT();
  const api = useApi();
  const toast = useToast();
  const main = cities.find((c) => c.isMain) ?? cities[0];
  const [draft, setDraft] = useState<BranchDraft>(() =>
    draftOf(branch, main?.id ?? 0, { lat: main?.latitude ?? 41.311, lon: main?.longitude ?? 69.279 }),
  );
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ text: string; field: string | null } | null>(null);
  const set = (change: Partial<BranchDraft>) => setDraft((d) => ({ ...d, ...change }));
  const invalid = (field: string) => problem?.field === field || undefined;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    const [error, saved] = branch
      ? await api.put<BranchAdmin>(`/users/v1/operator/branches/${branch.id}`, bodyOf(draft))
      : await api.post<BranchAdmin>('/users/v1/operator/branches', bodyOf(draft));
    setSaving(false);
    setProblem(refusal(error));
    if (saved) {
      toast({ kind: 'success', text: t('branches.saved') });
      onSaved(saved);
    }
  }

  return (
    <div className="branch-editor">
      <button type="button" className="button" onClick={onBack}>
        ← {t('branches.back')}
      </button>
      <h2>{branch ? tx(branch.name) : t('branches.new')}</h2>
      <form onSubmit={save} noValidate>
        <Section title={t('branches.sectionMain')}>
          <div className="branch-grid">
            {(['uz', 'ru', 'eng'] as const).map((lang) => (
              <Field
                key={lang}
                label={t(
                  lang === 'uz' ? 'branches.nameUz' : lang === 'ru' ? 'branches.nameRu' : 'branches.nameEng',
                )}
                invalid={invalid(`name.${lang}`)}
              >
                {(id) => (
                  <input
                    id={id}
                    value={draft.name[lang]}
                    aria-invalid={invalid(`name.${lang}`)}
                    onChange={(e) => set({ name: { ...draft.name, [lang]: e.target.value } })}
                  />
                )}
              </Field>
            ))}
            <Field label={t('branches.city')}>
              {(id) => (
                <select
                  id={id}
                  value={draft.cityId}
                  onChange={(e) => set({ cityId: Number(e.target.value) })}
                >
                  {cities.map((c) => (
                    <option key={c.id} value={c.id}>
                      {tx(c.name)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('branches.address')} invalid={invalid('address')} wide>
              {(id) => (
                <input
                  id={id}
                  value={draft.address}
                  aria-invalid={invalid('address')}
                  onChange={(e) => set({ address: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('branches.latitude')} invalid={invalid('latitude')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="decimal"
                  value={draft.latitude}
                  aria-invalid={invalid('latitude')}
                  onChange={(e) => set({ latitude: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('branches.longitude')} invalid={invalid('longitude')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="decimal"
                  value={draft.longitude}
                  aria-invalid={invalid('longitude')}
                  onChange={(e) => set({ longitude: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('branches.phone')} hint={t('branches.phoneHint')} invalid={invalid('phone')}>
              {(id) => (
                <input
                  id={id}
                  type="tel"
                  inputMode="numeric"
                  value={draft.phone}
                  aria-invalid={invalid('phone')}
                  onChange={(e) => set({ phone: e.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('branches.bookingPhone')}
              hint={t('branches.phoneHint')}
              invalid={invalid('bookingPhone')}
            >
              {(id) => (
                <input
                  id={id}
                  type="tel"
                  inputMode="numeric"
                  value={draft.bookingPhone}
                  aria-invalid={invalid('bookingPhone')}
                  onChange={(e) => set({ bookingPhone: e.target.value })}
                />
              )}
            </Field>
          </div>
          <p className="branch-hint">{t('branches.pointHint')}</p>
          <BranchPointMap
            lat={Number.isFinite(Number(draft.latitude)) ? Number(draft.latitude) : null}
            lon={Number.isFinite(Number(draft.longitude)) ? Number(draft.longitude) : null}
            onChange={(point) => set({ latitude: String(point.lat), longitude: String(point.lon) })}
          />
          <label className="branch-check">
            <input
              type="checkbox"
              checked={draft.isActive}
              onChange={(e) => set({ isActive: e.target.checked })}
            />
            {t('branches.active')}
          </label>
        </Section>
        <Section title={t('branches.sectionHours')}>
          <p className="branch-hint">{t('branches.hoursHint')}</p>
          <HoursFields
            hours={draft.workHours}
            onChange={(workHours) => set({ workHours })}
            invalidField={problem?.field ?? null}
          />
        </Section>
        <Section title={t('branches.sectionHolidays')}>
          <HolidaysFields
            holidays={draft.holidays}
            onChange={(holidays) => set({ holidays })}
            invalidField={problem?.field ?? null}
          />
        </Section>
        <Section title={t('branches.sectionDelivery')}>
          <div className="branch-services">
            {(['deliveryEnabled', 'pickupEnabled', 'dineinEnabled', 'bookingEnabled'] as const).map((key) => (
              <label key={key} className="branch-check">
                <input
                  type="checkbox"
                  checked={draft.services[key]}
                  onChange={(e) => set({ services: { ...draft.services, [key]: e.target.checked } })}
                />
                {t(`branches.${key}`)}
              </label>
            ))}
          </div>
          <div className="branch-grid">
            <Field label={t('branches.deliveryStart')} invalid={invalid('deliveryStart')}>
              {(id) => (
                <input
                  id={id}
                  type="time"
                  value={draft.deliveryStart}
                  aria-invalid={invalid('deliveryStart')}
                  onChange={(e) => set({ deliveryStart: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('branches.deliveryEnd')} invalid={invalid('deliveryEnd')}>
              {(id) => (
                <input
                  id={id}
                  type="time"
                  value={draft.deliveryEnd}
                  aria-invalid={invalid('deliveryEnd')}
                  onChange={(e) => set({ deliveryEnd: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('branches.deliveryPrice')} invalid={invalid('deliveryPrice')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={draft.deliveryPrice}
                  aria-invalid={invalid('deliveryPrice')}
                  onChange={(e) => set({ deliveryPrice: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('branches.prepMinutes')} invalid={invalid('prepMinutes')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={draft.prepMinutes}
                  aria-invalid={invalid('prepMinutes')}
                  onChange={(e) => set({ prepMinutes: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('branches.acceptLimit')} invalid={invalid('acceptLimitMinutes')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  value={draft.acceptLimitMinutes}
                  aria-invalid={invalid('acceptLimitMinutes')}
                  onChange={(e) => set({ acceptLimitMinutes: e.target.value })}
                />
              )}
            </Field>
          </div>
        </Section>
        <div className="branch-actions">
          {problem && (
            <p className="form-error" role="alert">
              {problem.text}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('branches.saving') : t('branches.save')}
          </button>
        </div>
      </form>
      <Section title={t('branches.sectionHalls')}>
        {branch ? <HallsEditor branch={branch} /> : <p>{t('branches.hallsAfterSave')}</p>}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="branch-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

export function Field({
  label,
  hint,
  invalid,
  wide,
  children,
}: {
  label: string;
  hint?: string;
  invalid?: boolean;
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`form-field${wide ? ' branch-wide' : ''}${invalid ? ' is-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {hint && <span className="branch-field-hint"> · {hint}</span>}
      </label>
      {children(id)}
    </div>
  );
}
