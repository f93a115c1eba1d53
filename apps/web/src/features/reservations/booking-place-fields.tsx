import { apiErrorText, useT } from '@dastarkhan/client';
import { branchAddress } from '@dastarkhan/domain/client';
import type { BookingFormState, ChoiceFieldProps } from './use-booking-form';

/** Which branch, when more than one takes bookings. */
export function BranchField({ form }: { form: BookingFormState }) {
  const { tx, t, lang } = useT();
  if (form.choices.length <= 1) return null;
  return (
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
              <span className="rsv-branch-address">{branchAddress(b, lang)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The tables of the branch, hall by hall. */
export function TableField({ form, missing, onChosen, groupRef }: ChoiceFieldProps) {
  const { t, tx, lang } = useT();
  return (
    <fieldset ref={groupRef} className="account-card rsv-fieldset">
      <legend className="rsv-legend">{t('booking.place')}</legend>
      {form.halls.status === 'loading' && <div className="skeleton rsv-chips-skeleton" aria-hidden="true" />}
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
                      onChosen();
                    }}
                  />
                  <span className="rsv-chip-main">{t('booking.table', { name: table.name })}</span>
                  <span className="rsv-chip-sub">{t('booking.seats', { count: table.chairs })}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      {missing && (
        <p id="rsv-table-error" className="form-error" role="alert">
          {t('booking.missing.table')}
        </p>
      )}
    </fieldset>
  );
}

/** How many guests: up to the table's seats (20 before a table is chosen). */
export function GuestsField({ form }: { form: BookingFormState }) {
  const { t } = useT();
  return (
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
  );
}
