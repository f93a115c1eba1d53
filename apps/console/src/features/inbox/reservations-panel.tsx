import { formatTashkentDay, tashkentToday, useT, useToast } from '@dastarkhan/client';
import type { StaffReservation } from '@dastarkhan/domain';
import { formatPhone, phoneHref } from '@dastarkhan/domain';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../app/session';

/** Today's and coming bookings, soonest first, by day: confirm, or cancel with a reason. */
export function ReservationsPanel({
  reservations,
  reload,
}: {
  reservations: StaffReservation[];
  reload: () => void;
}) {
  const { t, lang } = useT();
  if (reservations.length === 0) return <p className="inbox-empty">{t('inbox.reservations.empty')}</p>;
  const today = tashkentToday();
  const days = new Map<string, StaffReservation[]>();
  for (const reservation of reservations) {
    const list = days.get(reservation.day) ?? [];
    list.push(reservation);
    days.set(reservation.day, list);
  }
  return (
    <div className="reservation-days">
      {[...days].map(([day, list]) => (
        <section key={day} aria-labelledby={`reservations-${day}`}>
          <h2 className="inbox-day" id={`reservations-${day}`}>
            {day === today
              ? `${t('inbox.reservations.today')} · ${formatTashkentDay(day, lang)}`
              : formatTashkentDay(day, lang)}
          </h2>
          <ul className="inbox-list">
            {list.map((reservation) => (
              <ReservationCard key={reservation.id} reservation={reservation} reload={reload} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ReservationCard({ reservation: r, reload }: { reservation: StaffReservation; reload: () => void }) {
  const { t, tx } = useT();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const reasonId = useId();
  const name =
    [r.customer?.firstName, r.customer?.lastName].filter(Boolean).join(' ') || t('inbox.reservations.noName');
  const phone = r.customer?.phone ?? null;
  const place = [
    r.hallName ? tx(r.hallName) : null,
    r.tableName ? t('inbox.calls.table', { table: r.tableName }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const started = new Date(r.reservedAt).getTime() <= Date.now();
  const mayConfirm = r.status === 'BOOKED' && !started;
  const mayCancel = (r.status === 'BOOKED' || r.status === 'CONFIRMED') && !started;

  const change = async (status: 'CONFIRMED' | 'CANCELED', why?: string) => {
    setBusy(true);
    const [error] = await api.put<StaffReservation>(`/users/v1/operator/reservations/${r.id}/status`, {
      status,
      ...(why ? { reason: why } : {}),
    });
    setBusy(false);
    if (error) {
      toast({ kind: 'error', text: error.text });
    } else {
      toast({
        kind: 'success',
        text: t(status === 'CONFIRMED' ? 'inbox.reservations.confirmed' : 'inbox.reservations.canceled'),
      });
      setCanceling(false);
    }
    reload();
  };
  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    if (!why) {
      setReasonError(true);
      return;
    }
    void change('CANCELED', why);
  };

  return (
    <li className={`inbox-card reservation-card status-${r.status.toLowerCase()}`}>
      <div className="reservation-main">
        <p className="reservation-time">{r.time}</p>
        <div className="reservation-who">
          <h3 className="reservation-name">{name}</h3>
          <p className="reservation-facts">
            {t('inbox.reservations.guests', { count: r.chairs })}
            {place && ` · ${place}`}
            {` · ${tx(r.branchName)}`}
          </p>
          {phone && (
            <a
              className="inbox-phone"
              href={phoneHref(phone)}
              aria-label={t('inbox.reservations.call', { phone: formatPhone(phone) })}
            >
              {formatPhone(phone)}
            </a>
          )}
          {r.comment && (
            <p className="reservation-comment">{t('inbox.reservations.comment', { text: r.comment })}</p>
          )}
        </div>
        <span className={`inbox-badge badge-${r.status.toLowerCase()}`}>
          {t(`inbox.reservations.${r.status}`)}
        </span>
      </div>
      {canceling ? (
        <form className="reservation-cancel" onSubmit={submitCancel} noValidate>
          <label className="form-field" htmlFor={reasonId}>
            {t('inbox.reservations.reason')}
          </label>
          <textarea
            id={reasonId}
            className="inbox-textarea"
            rows={2}
            maxLength={300}
            value={reason}
            aria-invalid={reasonError || undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(false);
            }}
          />
          {reasonError && (
            <p className="form-error" id={`${reasonId}-error`}>
              {t('inbox.reservations.reasonRequired')}
            </p>
          )}
          <div className="inbox-actions">
            <button type="submit" className="button button-danger" disabled={busy}>
              {t('inbox.reservations.cancelBooking')}
            </button>
            <button type="button" className="button" onClick={() => setCanceling(false)}>
              {t('inbox.reservations.keep')}
            </button>
          </div>
        </form>
      ) : (
        (mayConfirm || mayCancel) && (
          <div className="inbox-actions">
            {mayConfirm && (
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => void change('CONFIRMED')}
              >
                {t('inbox.reservations.confirm')}
              </button>
            )}
            {mayCancel && (
              <button type="button" className="button" disabled={busy} onClick={() => setCanceling(true)}>
                {t('inbox.reservations.cancel')}
              </button>
            )}
          </div>
        )
      )}
    </li>
  );
}
