import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';

/** Delete account (spec §2), behind a confirmation: personal data goes, orders stay anonymised. */
export function DeleteAccount() {
  const { t, lang } = useT();
  const { authed } = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const [error] = await authed((api) => api.delete('/users/v1/users'));
    setBusy(false);
    dialog.current?.close();
    if (error) {
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('account.failed')) });
      return;
    }
    sessionStore.clear();
    navigate('/');
    toast({ kind: 'info', text: t('account.deleted') });
  }

  return (
    <section className="account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-title">
        {t('account.dangerTitle')}
      </h2>
      <button type="button" className="button button-danger" onClick={() => dialog.current?.showModal()}>
        {t('account.deleteAccount')}
      </button>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-text`}
      >
        <h2 id={`${id}-dialog-title`} className="profile-section-title">
          {t('account.deleteAccount')}
        </h2>
        <p id={`${id}-dialog-text`}>{t('account.deleteWarning')}</p>
        <div className="confirm-dialog-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('account.cancel')}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('account.deleteAccount')}
          </button>
        </div>
      </dialog>
    </section>
  );
}
