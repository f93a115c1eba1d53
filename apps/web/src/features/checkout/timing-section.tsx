import { useT } from '@dastarkhan/client';
import { openingState, tashkentWeekday } from '@dastarkhan/domain/client';
import { useId } from 'react';
import { opensAtText } from '../../components/opening-detail';
import { hoursOf } from './branch-choices';
import { CheckoutSection, ChoiceRadio } from './checkout-section';
import type { Checkout } from './use-checkout';
import type { ProblemText } from './validate-checkout';

/** "Wednesday, 25.11" for days after tomorrow, in the page's words (ICU knows little Uzbek). */
function dayLabel(day: string, index: number, t: ReturnType<typeof useT>['t']) {
  if (index === 0) return t('checkout.today');
  if (index === 1) return t('checkout.tomorrow');
  const weekday = tashkentWeekday(new Date(`${day}T12:00:00+05:00`));
  return `${t(`weekday.${weekday}`)}, ${day.slice(8, 10)}.${day.slice(5, 7)}`;
}

/** As soon as possible, or later: a day of the next three and a 30-minute slot (decision 012). */
export function TimingSection({ checkout, problem }: { checkout: Checkout; problem: ProblemText | null }) {
  const { t } = useT();
  const id = useId();
  const { update, schedule, slot, later, asapPossible } = checkout;
  const day = schedule.find((d) => d.day === slot.day);
  const noteId = `${id}-asap-note`;
  return (
    <CheckoutSection id="co-timing" title={t('checkout.timing')} problem={problem && t(problem)}>
      <fieldset className="co-fieldset">
        <legend className="visually-hidden">{t('checkout.timing')}</legend>
        <div className="co-segmented" data-count={2}>
          <ChoiceRadio
            name={`${id}-when`}
            value="now"
            checked={!later}
            onChange={() => update({ later: false })}
            disabled={!asapPossible}
            describedBy={asapPossible ? undefined : noteId}
            className="co-segment"
          >
            <span>{t('checkout.asap')}</span>
          </ChoiceRadio>
          <ChoiceRadio
            name={`${id}-when`}
            value="later"
            checked={later}
            onChange={() => update({ later: true })}
            className="co-segment"
          >
            <span>{t('checkout.later')}</span>
          </ChoiceRadio>
        </div>
      </fieldset>
      {!asapPossible && <AsapNote id={noteId} checkout={checkout} />}
      {later && schedule.length > 0 && (
        <div className="co-later">
          <fieldset className="co-fieldset">
            <legend className="addr-label">{t('checkout.day')}</legend>
            <div className="co-chips">
              {schedule.map((d, index) => (
                <ChoiceRadio
                  key={d.day}
                  name={`${id}-day`}
                  value={d.day}
                  checked={d.day === slot.day}
                  onChange={() => update({ later: true, day: d.day, time: null })}
                  disabled={d.slots.length === 0}
                  className="co-chip"
                >
                  {dayLabel(d.day, index, t)}
                  {d.slots.length === 0 && (
                    <span className="visually-hidden"> — {t('checkout.noSlotsDay')}</span>
                  )}
                </ChoiceRadio>
              ))}
            </div>
          </fieldset>
          {day && (
            <div className="form-field co-time">
              <label className="addr-label" htmlFor={`${id}-time`}>
                {t('checkout.time')}
              </label>
              <select
                id={`${id}-time`}
                value={slot.time ?? ''}
                onChange={(event) => update({ later: true, day: day.day, time: event.target.value })}
              >
                {day.slots.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
    </CheckoutSection>
  );
}

/**
 * Why "as soon as possible" is not offered (issue 19): the branch is closed now (and when it
 * opens), or it is open but not delivering; the first slot it can cook for is chosen instead.
 */
function AsapNote({ id, checkout }: { id: string; checkout: Checkout }) {
  const { t, lang } = useT();
  const { branch, now } = checkout;
  const state = branch ? openingState(hoursOf(branch), now) : null;
  return (
    <p id={id} className="co-timing-note" role="status">
      {state?.open
        ? t('checkout.asapNoDelivery')
        : state?.opensAt
          ? t('checkout.asapClosed', { opens: opensAtText(t, lang, state.opensAt) })
          : t('checkout.asapClosedNow')}
    </p>
  );
}
