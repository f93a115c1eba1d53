import { useT } from '@dastarkhan/client';
import type { ReservationDetails } from '@dastarkhan/domain';
import { formatPhone, phoneHref } from '@dastarkhan/domain/client';
import { shortDate } from './booking-days';

/** "Main hall, table 3" and "24 Nov, 19:00" of a booking, in the current language. */
export function useReservationText() {
  const { t, tx, lang } = useT();
  return (r: ReservationDetails) => ({
    place: t('reservations.place', { hall: tx(r.hallName), table: r.tableName ?? '' }),
    when: t('reservations.when', { day: shortDate(r.day, lang), time: r.time }),
  });
}

/** One booking: where, when, for how many, its status, the booking phone and "Cancel". */
export function ReservationCard({
  reservation: r,
  onCancel,
}: {
  reservation: ReservationDetails;
  onCancel: (r: ReservationDetails) => void;
}) {
  const { t, tx } = useT();
  const text = useReservationText()(r);
  const titleId = `reservation-${r.id}`;
  return (
    <li className="account-card rsv-card">
      <div className="rsv-card-head">
        <h3 id={titleId} className="rsv-when">
          {text.when}
        </h3>
        <span className={`rsv-status rsv-status-${r.status.toLowerCase()}`}>
          {t(`reservations.status.${r.status}`)}
        </span>
      </div>
      <p className="rsv-branch">{tx(r.branchName)}</p>
      <p className="rsv-meta">
        {text.place} · {t('reservations.guests', { count: r.chairs })}
      </p>
      {r.comment && <p className="rsv-comment">{r.comment}</p>}
      {r.cancellable && (
        <div className="rsv-actions">
          {r.bookingPhone && (
            <a
              className="button rsv-phone"
              href={phoneHref(r.bookingPhone)}
              aria-label={t('reservations.call', { phone: formatPhone(r.bookingPhone) })}
            >
              {formatPhone(r.bookingPhone)}
            </a>
          )}
          <button type="button" className="button rsv-cancel" onClick={() => onCancel(r)}>
            {t('reservations.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}
