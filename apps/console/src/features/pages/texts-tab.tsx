import { useT } from '@dastarkhan/client';
import type { Language, OperatorPolicy, PolicyType } from '@dastarkhan/domain';
import { useEffect, useId, useState } from 'react';
import { useApi } from '../../app/session';
import { SaveOutcome, TabError, TabSkeleton } from './tab-states';
import { useLoaded } from './use-loaded';

const PAGES: readonly PolicyType[] = ['ABOUT_COMPANY', 'PUBLIC_OFFER', 'PRIVACY_POLICY', 'TERMS'];
const LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];
const PREVIEW_PAUSE_MS = 400;

/**
 * The storefront's pages as Markdown, one language at a time, with the server's preview beside
 * the editor from a tablet up (below it on a phone): what is shown is what the server renders.
 */
export function TextsTab() {
  const { state, setState, retry } = useLoaded<OperatorPolicy[]>('/support/v1/operator/policies');
  const [type, setType] = useState<PolicyType>('ABOUT_COMPANY');
  if (state.status === 'loading') return <TabSkeleton rows={2} />;
  if (state.status === 'error') return <TabError text={state.text} onRetry={retry} />;
  const page = state.data.find((p) => p.type === type)!;
  return (
    <PageChooser type={type} onType={setType}>
      <PageEditor
        key={type}
        page={page}
        onSaved={(next) =>
          setState({ status: 'ready', data: state.data.map((p) => (p.type === next.type ? next : p)) })
        }
      />
    </PageChooser>
  );
}

function PageChooser({
  type,
  onType,
  children,
}: {
  type: PolicyType;
  onType: (type: PolicyType) => void;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="pages-texts">
      <fieldset className="pages-segments">
        <legend>{t('pages.whichPage')}</legend>
        {PAGES.map((name) => (
          <label key={name} className="pages-segment">
            <input type="radio" name="pages-page" checked={type === name} onChange={() => onType(name)} />
            {t(`pages.page.${name}`)}
          </label>
        ))}
      </fieldset>
      {children}
    </div>
  );
}

function PageEditor({ page, onSaved }: { page: OperatorPolicy; onSaved: (page: OperatorPolicy) => void }) {
  const { t } = useT();
  const api = useApi();
  const id = useId();
  const [lang, setLang] = useState<Language>('uz');
  const [text, setText] = useState(page.text);
  const [preview, setPreview] = useState(page.html);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const markdown = text[lang];

  // The preview follows the typing after a pause, rendered by the server's own sanitiser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text of the language shown matters.
  useEffect(() => {
    const timer = setTimeout(() => {
      void api
        .post<{ html: string }>('/support/v1/operator/policies/preview', { markdown })
        .then(([failure, rendered]) => {
          if (!failure) setPreview((prev) => ({ ...prev, [lang]: rendered.html }));
        });
    }, PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [markdown, lang]);

  async function save() {
    setSaving(true);
    setOutcome(null);
    const [failure, saved] = await api.put<OperatorPolicy>(`/support/v1/operator/policies/${page.type}`, {
      text,
    });
    setSaving(false);
    if (failure) return setOutcome({ ok: false, text: failure.text });
    setOutcome({ ok: true, text: t('pages.saved') });
    onSaved(saved);
  }

  const missing = LANGUAGES.filter((l) => !text[l].trim());

  return (
    <div className="pages-editor">
      <fieldset className="pages-segments pages-langs">
        <legend>{t('pages.language')}</legend>
        {LANGUAGES.map((l) => (
          <label key={l} className="pages-segment">
            <input type="radio" name="pages-lang" checked={lang === l} onChange={() => setLang(l)} />
            {t(`pages.lang.${l}`)}
            {!text[l].trim() && <span className="pages-missing">{t('pages.missing')}</span>}
          </label>
        ))}
      </fieldset>
      <div className="pages-editor-grid">
        <div className="form-field">
          <label htmlFor={`${id}-md`}>{t('pages.markdown')}</label>
          <textarea
            id={`${id}-md`}
            className="pages-markdown"
            value={markdown}
            maxLength={30_000}
            aria-describedby={`${id}-md-hint`}
            onChange={(event) => setText((prev) => ({ ...prev, [lang]: event.target.value }))}
          />
          <span id={`${id}-md-hint`} className="pages-hint">
            {t('pages.markdownHint')}
          </span>
        </div>
        <section className="pages-preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`}>{t('pages.preview')}</h3>
          {preview[lang].trim() ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering (decision 026), the same HTML the storefront shows.
            <div className="pages-preview-body" dangerouslySetInnerHTML={{ __html: preview[lang] }} />
          ) : (
            <p className="pages-hint">{t('pages.previewEmpty')}</p>
          )}
        </section>
      </div>
      {missing.length > 0 && missing.length < LANGUAGES.length && (
        <p className="pages-warning">
          {t('pages.missingLanguages', { languages: missing.map((l) => t(`pages.lang.${l}`)).join(', ') })}
        </p>
      )}
      <SaveOutcome outcome={outcome} />
      <button
        type="button"
        className="button button-primary pages-save"
        onClick={() => void save()}
        disabled={saving}
        aria-busy={saving}
      >
        {t('pages.savePage', { page: t(`pages.page.${page.type}`) })}
      </button>
    </div>
  );
}
