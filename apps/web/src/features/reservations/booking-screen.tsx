import { formatPhone, phoneHref, RESERVATION_COMMENT_MAX } from '@dastarkhan/domain/client';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { apiErrorText } from '../../app/session/api-error-text';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { useToast } from '../../app/toasts/toast-provider';
import { useT } from '../../i18n/i18n-context';
import { dayChip, shortDate } from './booking-days';
import { createReservation } from './create-reservation';
import { useBookingForm } from './use-booking-form';
import './reservations.css';

/** `/profile/reservations/create`: branch → table → guests → day → time, then "Book". */
export function BookingScreen() {
  const { t } = useT();
  const { settings } = useTenant();
  if (!settings.bookingActive)
    return (
      <section className="account-page">
        <h1 className="account-title">{t('booking.title')}</h1>
        <p className="account-card">{t('msg.BOOKING_UNAVAILABLE')}</p>
      </section>
    );
  return <AccountGate title={t('booking.title')}>{() => <BookingForm />}</AccountGate>;
}

type Missing = 'table' | 'time' | null;

function BookingForm() {
  const { t, tx, lang } = useT();
  const { authed } = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useBookingForm();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<Missing>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tableGroup = useRef<HTMLFieldSetElement>(null);
  const timeGroup = useRef<HTMLFieldSetElement>(null);

  if (form.choices.length === 0)
    return (
      <section className="account-page rsv-page">
        <h1 className="account-title">{t('booking.title')}</h1>
        <p className="account-card">{t('booking.noBranches')}</p>
      </section>
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!form.table || !form.branch) {
      setMissing('table');
      tableGroup.current?.querySelector('input')?.focus();
      return;
    }
    if (!form.time || !form.day) {
      setMissing('time');
      timeGroup.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    setMissing(null);
    setBusy(true);
    const [failure, created] = await authed((api) =>
      createReservation(api, {
        branchId: form.branch!.id,
        tableId: form.table!.id,
        chairs: form.chairs,
        day: form.day!,
        time: form.time!,
        comment: comment.trim() || null,
      }),
    );
    setBusy(false);
    if (failure) {
      if (failure.status === 401) return;
      setError(apiErrorText(failure, lang, t('booking.failed')));
      // Someone else was quicker, or the day moved on: show the starts as they are now.
      if (failure.code === 'BOOKING_SLOT_TAKEN' || failure.code === 'BOOKING_TIME_IN_PAST') {
        form.setTime(null);
        form.refresh();
      }
      return;
    }
    toast({
      kind: 'success',
      text: t('booking.done', {
        when: t('reservations.when', { day: shortDate(created.day, lang), time: created.time }),
      }),
    });
    navigate('/profile/reservations');
  }

  const phone = form.frame?.bookingPhone ?? form.branch?.bookingPhone ?? null;
  const hours = (form.frame?.durationMinutes ?? 120) / 60;

  return (
    <section className="account-page rsv-page">
      <Link to="/profile/reservations" className="rsv-back">
        ‹ {t('booking.back')}
      </Link>
      <h1 className="account-title">{t('booking.title')}</h1>
      <form className="rsv-form" onSubmit={(e) => void submit(e)} noValidate>
        {form.choices.length > 1 && (
          <fieldset className="account-card rsv-fieldset">
            <legend className="rsv-legend">{t('booking.branch')}</legend>
            <div className="rsv-branches">
              {form.choices.map((b) => (
                <label key={b.id} className="rsv-branch-option">
                  <input
                    type="radio"
                    name="branch"
                    checked={form.branch?.id === b.id}
                    onChange={() => form.chooseBranch(b.id)}
                  />
                  <span className="rsv-branch-text">
                    <span className="rsv-branch-name">{tx(b.name)}</span>
                    <span className="rsv-branch-address">{b.address}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <fieldset ref={tableGroup} className="account-card rsv-fieldset">
          <legend className="rsv-legend">{t('booking.place')}</legend>
          {form.halls.status === 'loading' && (
            <div className="skeleton rsv-chips-skeleton" aria-hidden="true" />
          )}
          {form.halls.status === 'error' && (
            <p className="form-error" role="alert">
              {apiErrorText(form.halls.error, lang, t('booking.loadFailed'))}{' '}
              <button type="button" className="button" onClick={form.refresh}>
                {t('reservations.retry')}
              </button>
            </p>
          )}
          {form.halls.status === 'ready' &&
            form.halls.data.map((hall) => (
              <fieldset key={hall.id} className="rsv-hall">
                <legend className="rsv-hall-name">{tx(hall.name)}</legend>
                <div className="rsv-chips">
                  {hall.tables.map((table) => (
                    <label key={table.id} className="rsv-chip rsv-table-chip">
                      <input
                        type="radio"
                        name="table"
                        className="visually-hidden"
                        checked={form.table?.id === table.id}
                        onChange={() => {
                          form.chooseTable(table.id, table.chairs);
                          if (missing === 'table') setMissing(null);
                        }}
                      />
                      <span className="rsv-chip-main">{t('booking.table', { name: table.name })}</span>
                      <span className="rsv-chip-sub">{t('booking.seats', { count: table.chairs })}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          {missing === 'table' && (
            <p id="rsv-table-error" className="form-error" role="alert">
              {t('booking.missing.table')}
            </p>
          )}
        </fieldset>

        <fieldset className="account-card rsv-fieldset rsv-guests">
          <legend className="rsv-legend">{t('booking.guests')}</legend>
          <div className="rsv-stepper">
            <button
              type="button"
              className="rsv-step"
              aria-label={t('booking.fewer')}
              disabled={form.chairs <= 1}
              onClick={() => form.setChairs((n) => Math.max(1, n - 1))}
            >
              −
            </button>
            <output className="rsv-count" aria-live="polite">
              {t('reservations.guests', { count: form.chairs })}
            </output>
            <button
              type="button"
              className="rsv-step"
              aria-label={t('booking.more')}
              disabled={form.table ? form.chairs >= form.table.chairs : form.chairs >= 20}
              onClick={() => form.setChairs((n) => n + 1)}
            >
              +
            </button>
          </div>
          {form.table && <p className="rsv-hint">{t('booking.maxGuests', { count: form.table.chairs })}</p>}
        </fieldset>

        <fieldset className="account-card rsv-fieldset">
          <legend className="rsv-legend">{t('booking.day')}</legend>
          {form.frame ? (
            <div className="rsv-days">
              {form.frame.days.map((d, index) => {
                const chip = dayChip(d, index, lang, {
                  today: t('booking.today'),
                  tomorrow: t('booking.tomorrow'),
                });
                return (
                  <label key={d} className="rsv-chip rsv-day-chip">
                    <input
                      type="radio"
                      name="day"
                      className="visually-hidden"
                      checked={form.day === d}
                      onChange={() => form.chooseDay(d)}
                    />
                    <span className="rsv-chip-sub">{chip.top}</span>
                    <span className="rsv-chip-main">{chip.bottom}</span>
                  </label>
                );
              })}
            </div>
          ) : (
            <div className="skeleton rsv-chips-skeleton" aria-hidden="true" />
          )}
        </fieldset>

        <fieldset ref={timeGroup} className="account-card rsv-fieldset">
          <legend className="rsv-legend">{t('booking.time')}</legend>
          {!form.table && <p className="rsv-hint">{t('booking.chooseTable')}</p>}
          {form.slots.status === 'loading' && (
            <div className="rsv-slots" aria-hidden="true">
              {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
                <div key={key} className="skeleton rsv-slot-skeleton" />
              ))}
            </div>
          )}
          {form.slots.status === 'error' && (
            <p className="form-error" role="alert">
              {apiErrorText(form.slots.error, lang, t('booking.loadFailed'))}
            </p>
          )}
          {form.availability && form.availability.slots.length === 0 && (
            <p className="rsv-hint">{t('booking.noSlots')}</p>
          )}
          {form.availability && form.availability.slots.length > 0 && (
            <div className="rsv-slots">
              {form.availability.slots.map((slot) => (
                <label key={slot.time} className={`rsv-chip rsv-slot${slot.free ? '' : ' rsv-slot-taken'}`}>
                  <input
                    type="radio"
                    name="time"
                    className="visually-hidden"
                    value={slot.time}
                    disabled={!slot.free || !form.table}
                    checked={form.time === slot.time}
                    aria-label={slot.free ? slot.time : t('booking.taken', { time: slot.time })}
                    onChange={() => {
                      form.setTime(slot.time);
                      if (missing === 'time') setMissing(null);
                    }}
                  />
                  <span aria-hidden="true">{slot.time}</span>
                </label>
              ))}
            </div>
          )}
          {missing === 'time' && (
            <p id="rsv-time-error" className="form-error" role="alert">
              {t('booking.missing.time')}
            </p>
          )}
          <p className="rsv-hint">{t('booking.duration', { hours })}</p>
        </fieldset>

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
