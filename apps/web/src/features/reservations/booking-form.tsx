import { useT } from '@dastarkhan/client';
import { formatPhone, phoneHref, RESERVATION_COMMENT_MAX } from '@dastarkhan/domain/client';
import { useState } from 'react';
import { Link } from 'react-router';
import { BranchField, GuestsField, TableField } from './booking-place-fields';
import { DayField, TimeField } from './booking-time-fields';
import { useBookingForm } from './use-booking-form';
import { useBookingSubmit } from './use-booking-submit';

/** Branch → table → guests → day → time, a comment, then "Book". */
export function BookingForm() {
  const { t } = useT();
  const form = useBookingForm();
  const [comment, setComment] = useState('');
  const { missing, answered, error, busy, submit, tableGroup, timeGroup } = useBookingSubmit(form, comment);

  if (form.choices.length === 0)
    return (
      <section className="account-page rsv-page">
        <h1 className="account-title">{t('booking.title')}</h1>
        <p className="account-card">{t('booking.noBranches')}</p>
      </section>
    );

  const phone = form.frame?.bookingPhone ?? form.branch?.bookingPhone ?? null;

  return (
    <section className="account-page rsv-page">
      <Link to="/profile/reservations" className="rsv-back">
        ‹ {t('booking.back')}
      </Link>
      <h1 className="account-title">{t('booking.title')}</h1>
      <form className="rsv-form" onSubmit={(e) => void submit(e)} noValidate>
        <BranchField form={form} />
        <TableField
          form={form}
          missing={missing === 'table'}
          onChosen={() => answered('table')}
          groupRef={tableGroup}
        />
        <GuestsField form={form} />
        <DayField form={form} />
        <TimeField
          form={form}
          missing={missing === 'time'}
          onChosen={() => answered('time')}
          groupRef={timeGroup}
        />

        <label className="account-card form-field rsv-comment-field">
          <span>{t('booking.comment')}</span>
          <textarea
            rows={2}
            maxLength={RESERVATION_COMMENT_MAX}
            value={comment}
            placeholder={t('booking.commentHint')}
            onChange={(e) => setComment(e.target.value)}
          />
        </label>

        {phone && (
          <p className="account-card rsv-phone-line">
            {t('booking.phone')}{' '}
            <a href={phoneHref(phone)} className="rsv-phone-link">
              {formatPhone(phone)}
            </a>
          </p>
        )}

        {error && (
          <p className="form-error rsv-submit-error" role="alert">
            {error}
          </p>
        )}
        <div className="rsv-submit-bar">
          <button type="submit" className="button button-primary rsv-submit" disabled={busy}>
            {busy ? t('booking.submitting') : t('booking.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
