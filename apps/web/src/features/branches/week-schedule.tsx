import { useT } from '@dastarkhan/client';
import { type OpeningHours, tashkentWeekday } from '@dastarkhan/domain/client';
import { useId } from 'react';
import { hoursText } from './opening-status';

/** Today's hours in one line, and the whole week behind a disclosure (works without JS). */
export function WeekSchedule({ schedule, now }: { schedule: readonly OpeningHours[]; now: number }) {
  const { t } = useT();
  const captionId = useId();
  const today = tashkentWeekday(new Date(now));
  const todayHours = schedule.find((row) => row.day === today);
  return (
    <div className="week-schedule">
      {todayHours && (
        <p className="week-schedule-today">
          <ClockIcon />
          {t('branches.todayHours', { hours: hoursText(t, todayHours) })}
        </p>
      )}
      <details>
        <summary>{t('branches.weekSchedule')}</summary>
        <table aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {t('branches.schedule')}
          </caption>
          <tbody>
            {schedule.map((row) => (
              <tr
                key={row.day}
                className={row.day === today ? 'is-today' : undefined}
                aria-current={row.day === today ? 'date' : undefined}
              >
                <th scope="row">{t(`weekday.${row.day}`)}</th>
                <td className={row.isWorking ? undefined : 'is-off'}>{hoursText(t, row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.7-4-2.3V7z"
      />
    </svg>
  );
}
