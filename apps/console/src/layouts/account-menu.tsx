import { useT } from '@dastarkhan/client';
import { useEffect, useRef, useState } from 'react';
import { LanguageSwitch } from '../components/language-switch';

/**
 * The phone's top bar keeps one row: who is signed in, the language and Log out live behind this
 * menu button (44 px), in a sheet from the bottom edge — within a thumb's reach. From a tablet up
 * the top bar shows them itself and the button is hidden.
 */
export function AccountMenu({
  person,
  role,
  branches,
  onLogout,
}: {
  person: string;
  role: string;
  branches: string | null;
  onLogout: () => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="topbar-menu"
        aria-label={t('shell.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <AccountSheet
          person={person}
          role={role}
          branches={branches}
          onLogout={onLogout}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

function AccountSheet({
  person,
  role,
  branches,
  onLogout,
  onClose,
}: {
  person: string;
  role: string;
  branches: string | null;
  onLogout: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (node && !node.open) node.showModal();
    return () => {
      if (node?.open) node.close();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop closes; Escape does for keys.
    <dialog
      ref={ref}
      className="account-sheet"
      aria-labelledby="account-sheet-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The backdrop is the dialog itself: a tap outside the sheet's content closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="account-sheet-body">
        <div className="account-sheet-head">
          <h2 id="account-sheet-title">{t('shell.menu')}</h2>
          <button
            type="button"
            className="account-sheet-close"
            aria-label={t('shell.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <p className="account-sheet-person">
          <strong>{person}</strong>
          <span>{role}</span>
          {branches && <span className="account-sheet-branches">{branches}</span>}
        </p>
        <LanguageSwitch className="lang-switch-long" long />
        <button type="button" className="button account-sheet-logout" onClick={onLogout}>
          {t('shell.logout')}
        </button>
      </div>
    </dialog>
  );
}
