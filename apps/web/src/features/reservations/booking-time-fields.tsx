import { apiErrorText, useT } from '@dastarkhan/client';
import { dayChip } from './booking-days';
import type { BookingFormState, ChoiceFieldProps } from './use-booking-form';

/** The bookable days of the branch (kept on screen while a new day's starts load). */
export function DayField({ form }: { form: BookingFormState }) {
  const { t, lang } = useT();
  return (
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
  );
}

/** The starts of the day for the table; taken ones are shown but cannot be chosen. */
export function TimeField({ form, missing, onChosen, groupRef }: ChoiceFieldProps) {
  const { t, lang } = useT();
  const hours = (form.frame?.durationMinutes ?? 120) / 60;
  return (
    <fieldset ref={groupRef} className="account-card rsv-fieldset">
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
                  onChosen();
                }}
              />
              <span aria-hidden="true">{slot.time}</span>
            </label>
          ))}
        </div>
      )}
      {missing && (
        <p id="rsv-time-error" className="form-error" role="alert">
          {t('booking.missing.time')}
        </p>
      )}
      <p className="rsv-hint">{t('booking.duration', { hours })}</p>
    </fieldset>
  );
}
