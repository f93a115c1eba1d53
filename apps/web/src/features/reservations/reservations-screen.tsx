import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { ReservationDetails } from '@dastarkhan/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReservationCard, useReservationText } from './reservation-card';
import { reservationGroups } from './reservation-groups';
import { useReservations } from './use-reservations';
import './reservations.css';

const SKELETONS = ['a', 'b', 'c'];

/** `/profile/reservations`: upcoming bookings (cancellable), past ones, and "Book a table". */
export function ReservationsScreen() {
  const { t } = useT();
  const { settings } = useTenant();
  if (!settings.bookingActive)
    return (
      <section className="account-page">
        <h1 className="account-title">{t('reservations.title')}</h1>
        <p className="account-card">{t('msg.BOOKING_UNAVAILABLE')}</p>
      </section>
    );
  return <AccountGate title={t('reservations.title')}>{() => <ReservationList />}</AccountGate>;
}

function ReservationList() {
  const { t, lang } = useT();
  const toast = useToast();
  const text = useReservationText();
  const { state, reload, cancel } = useReservations();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<ReservationDetails | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmCancel() {
    if (!pending) return;
    setBusy(true);
    const error = await cancel(pending.id);
    setBusy(false);
    setPending(null);
    heading.current?.focus();
    if (error) {
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('reservations.cancelFailed')) });
      return;
    }
    toast({ kind: 'success', text: t('reservations.cancelled') });
  }

  const bookLink = (
    <Link to="/profile/reservations/create" className="button button-primary rsv-book">
      {t('reservations.book')}
    </Link>
  );
  const groups = state.status === 'ready' ? reservationGroups(state.data) : null;
  const pendingText = pending ? text(pending) : null;

  return (
    <section className="account-page rsv-page">
      <div className="rsv-title-row">
        <h1 ref={heading} className="account-title" tabIndex={-1}>
          {t('reservations.title')}
        </h1>
        {groups && state.status === 'ready' && state.data.length > 0 && bookLink}
      </div>
      {state.status === 'loading' && (
        <div className="rsv-list" role="status">
          <span className="visually-hidden">{t('reservations.loading')}</span>
          {SKELETONS.map((key) => (
            <div key={key} className="skeleton rsv-skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <div className="account-card rsv-message">
          <p className="form-error" role="alert">
            {apiErrorText(state.error, lang, t('reservations.loadFailed'))}
          </p>
          <button type="button" className="button" onClick={() => void reload()}>
            {t('reservations.retry')}
          </button>
        </div>
      )}
      {groups && groups.upcoming.length + groups.past.length === 0 && (
        <div className="account-card rsv-message rsv-empty">
          <span className="rsv-empty-art" aria-hidden="true">
            🍽️
          </span>
          <h2 className="rsv-section-title">{t('reservations.emptyTitle')}</h2>
          <p>{t('reservations.empty')}</p>
          {bookLink}
        </div>
      )}
      {groups && groups.upcoming.length > 0 && (
        <section aria-labelledby="rsv-upcoming" className="rsv-group">
          <h2 id="rsv-upcoming" className="rsv-section-title">
            {t('reservations.upcoming')}
          </h2>
          <ul className="rsv-list">
            {groups.upcoming.map((r) => (
              <ReservationCard key={r.id} reservation={r} onCancel={setPending} />
            ))}
          </ul>
        </section>
      )}
      {groups && groups.past.length > 0 && (
        <section aria-labelledby="rsv-past" className="rsv-group">
          <h2 id="rsv-past" className="rsv-section-title">
            {t('reservations.past')}
          </h2>
          <ul className="rsv-list rsv-list-past">
            {groups.past.map((r) => (
              <ReservationCard key={r.id} reservation={r} onCancel={setPending} />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('reservations.cancelTitle')}
        text={pendingText ? t('reservations.cancelText', pendingText) : ''}
        keepLabel={t('reservations.cancelKeep')}
        confirmLabel={t('reservations.cancelConfirm')}
        busyLabel={t('reservations.cancelling')}
        busy={busy}
        classPrefix="rsv"
        titleClassName="rsv-section-title"
        onDismiss={() => setPending(null)}
        onConfirm={() => void confirmCancel()}
      />
    </section>
  );
}
