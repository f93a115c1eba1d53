import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../app/session/session-store';
import { useTenant } from '../../app/startup/tenant-context';
import { useWaiterCall } from './use-waiter-call';
import './waiter-call.css';

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3a1 1 0 0 1 1 1v1.07A7 7 0 0 1 19 12v3.59l1.7 1.7A1 1 0 0 1 20 19H4a1 1 0 0 1-.7-1.71L5 15.59V12a7 7 0 0 1 6-6.93V4a1 1 0 0 1 1-1Zm-2 17h4a2 2 0 0 1-4 0Z"
      />
    </svg>
  );
}

/**
 * "Your table · Call the waiter" for a customer seated at a table (its QR link), shown when the
 * tenant serves dine-in. While the call is open it says so (and the button rests); once staff
 * acknowledge it, that a waiter is on the way.
 */
export function WaiterCallBar() {
  const { settings } = useTenant();
  const { t, tx, lang } = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { place, call, sessionStatus, makeCall } = useWaiterCall(settings.dineInActive);
  const [busy, setBusy] = useState(false);
  if (!settings.dineInActive || !place) return null;

  const open = call?.status === 'OPEN';
  const coming = call?.status === 'ACKNOWLEDGED';

  async function onCall() {
    if (sessionStatus === 'guest') {
      const { pathname, search, hash } = window.location;
      sessionStore.rememberRedirect(`${pathname}${search}${hash}`);
      toast({ kind: 'info', text: t('waiter.login') });
      navigate('/login');
      return;
    }
    if (sessionStatus !== 'user') return;
    setBusy(true);
    const error = await makeCall();
    setBusy(false);
    if (error) {
      if (error.status !== 401) toast({ kind: 'error', text: apiErrorText(error, lang, t('waiter.failed')) });
      return;
    }
    toast({ kind: 'success', text: t('waiter.calledToast') });
  }

  return (
    <section
      className={`waiter-bar${open ? ' waiter-bar-open' : ''}${coming ? ' waiter-bar-coming' : ''}`}
      aria-labelledby="waiter-bar-title"
    >
      <div className="waiter-bar-text">
        <h2 id="waiter-bar-title" className="waiter-bar-title">
          {t('waiter.region')}
        </h2>
        <p className="waiter-bar-place">
          {t('waiter.atTable', { hall: tx(place.hallName), table: place.tableName })}
        </p>
      </div>
      <div className="waiter-bar-action" aria-live="polite">
        {open || coming ? (
          <p className="waiter-bar-status" role="status">
            <span className="waiter-bar-dot" aria-hidden="true" />
            <span>
              <strong>{coming ? t('waiter.coming') : t('waiter.called')}</strong>
              {open && <span className="waiter-bar-hint">{t('waiter.openHint')}</span>}
            </span>
          </p>
        ) : (
          <button
            type="button"
            className="button button-primary waiter-bar-button"
            disabled={busy}
            onClick={() => void onCall()}
          >
            <BellIcon />
            {busy ? t('waiter.calling') : t('waiter.call')}
          </button>
        )}
      </div>
    </section>
  );
}
