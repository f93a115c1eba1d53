import { useT } from '@dastarkhan/client';

/** A tab's skeleton while it loads: blocks the size of what comes, so nothing jumps. */
export function TabSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useT();
  return (
    <div className="pages-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t('shell.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className="skeleton pages-skeleton-row" />
      ))}
    </div>
  );
}

export function TabError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert">
      <p>{text}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('shell.retry')}
      </button>
    </div>
  );
}

/** What a save answered: the server's message, or "Saved". */
export function SaveOutcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? 'pages-saved' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
