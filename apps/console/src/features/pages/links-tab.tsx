import { useT } from '@dastarkhan/client';
import { SOCIAL_LINK_FIELDS, type SocialLinks } from '@dastarkhan/domain';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../app/session';
import { SaveOutcome, TabError, TabSkeleton } from './tab-states';
import { useLoaded } from './use-loaded';

const URL = '/support/v1/operator/social-links';

/** The storefront's phone, social and app links, each shown only when its switch is on. */
export function LinksTab() {
  const { state, setState, retry } = useLoaded<SocialLinks>(URL);
  if (state.status === 'loading') return <TabSkeleton rows={4} />;
  if (state.status === 'error') return <TabError text={state.text} onRetry={retry} />;
  return <LinksForm initial={state.data} onSaved={(data) => setState({ status: 'ready', data })} />;
}

function LinksForm({ initial, onSaved }: { initial: SocialLinks; onSaved: (links: SocialLinks) => void }) {
  const { t } = useT();
  const api = useApi();
  const id = useId();
  const [links, setLinks] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; field?: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    const [failure, saved] = await api.put<SocialLinks>(URL, links);
    setSaving(false);
    if (failure)
      return setOutcome({
        ok: false,
        text: failure.text,
        ...(failure.field ? { field: failure.field } : {}),
      });
    setOutcome({ ok: true, text: t('pages.saved') });
    setLinks(saved);
    onSaved(saved);
  }

  return (
    <form className="pages-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('pages.links')}</h2>
      <p className="pages-hint">{t('pages.linksHint')}</p>
      <ul className="pages-links">
        {SOCIAL_LINK_FIELDS.map((field) => (
          <li key={field} className="pages-link">
            <div className="form-field">
              <label htmlFor={`${id}-${field}`}>{t(`pages.link.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                value={links[field]}
                inputMode={field === 'phone' ? 'tel' : 'url'}
                placeholder={field === 'phone' ? '998 71 200 10 10' : 'https://'}
                aria-invalid={outcome?.field === field ? true : undefined}
                onChange={(event) => setLinks((prev) => ({ ...prev, [field]: event.target.value }))}
              />
            </div>
            <label className="pages-check">
              <input
                type="checkbox"
                checked={links[`${field}Active`]}
                onChange={(event) =>
                  setLinks((prev) => ({ ...prev, [`${field}Active`]: event.target.checked }))
                }
              />
              {t('pages.linkShown', { link: t(`pages.link.${field}`) })}
            </label>
          </li>
        ))}
      </ul>
      <SaveOutcome outcome={outcome} />
      <button type="submit" className="button button-primary pages-save" disabled={saving} aria-busy={saving}>
        {t('pages.save')}
      </button>
    </form>
  );
}
