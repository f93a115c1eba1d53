import { useT } from '@dastarkhan/client';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

/**
 * One section of the settings with its own Save: the outcome stays beside the button (saved, or
 * the server's reason), so a person on a small phone sees it without scrolling.
 */
export function SectionForm({
  title,
  hint,
  onSave,
  children,
  actions,
}: {
  title: string;
  hint?: string;
  onSave: () => Promise<string | null>;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useT();
  const titleId = useId();
  const [outcome, setOutcome] = useState<{ kind: 'saving' | 'saved' | 'error'; text?: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: 'saving' });
    const error = await onSave();
    setOutcome(error ? { kind: 'error', text: error } : { kind: 'saved' });
  };

  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {hint && <p className="settings-hint">{hint}</p>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {children}
        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={outcome?.kind === 'saving'}>
            {outcome?.kind === 'saving' ? t('settings.saving') : t('settings.save')}
          </button>
          {actions}
        </div>
        <p
          className={`settings-outcome ${outcome?.kind ?? ''}`}
          role={outcome?.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome?.kind === 'saved' ? t('settings.saved') : outcome?.kind === 'error' ? outcome.text : ''}
        </p>
      </form>
    </section>
  );
}
