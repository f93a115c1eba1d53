import { useT } from '@dastarkhan/client';
import type { HolidayInput } from '@dastarkhan/domain';

/** Dates closed, or open at other hours; they win over the week (the storefront follows them). */
export function HolidaysFields({
  holidays,
  onChange,
  invalidField,
}: {
  holidays: HolidayInput[];
  onChange: (holidays: HolidayInput[]) => void;
  invalidField: string | null;
}) {
  const { t } = useT();
  const update = (index: number, change: Partial<HolidayInput>) =>
    onChange(holidays.map((h, i) => (i === index ? { ...h, ...change } : h)));
  const add = () => {
    const tomorrow = new Date(Date.now() + 86_400_000 + 5 * 3_600_000).toISOString().slice(0, 10);
    onChange([...holidays, { date: tomorrow, isWorking: false }]);
  };
  return (
    <div>
      {holidays.length === 0 && <p>{t('branches.noHolidays')}</p>}
      <ul className="hours-list">
        {holidays.map((h, i) => {
          const bad = (f: string) => invalidField === `holidays.${i}.${f}` || undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; a date may be typed twice.
            <li key={i} className="hours-row">
              <input
                type="date"
                aria-label={t('branches.holidayDate')}
                value={h.date}
                aria-invalid={bad('date')}
                onChange={(e) => update(i, { date: e.target.value })}
              />
              <label className="branch-check">
                <input
                  type="checkbox"
                  checked={h.isWorking}
                  onChange={(e) =>
                    update(
                      i,
                      e.target.checked
                        ? { isWorking: true, open: h.open ?? '10:00', close: h.close ?? '18:00' }
                        : { isWorking: false },
                    )
                  }
                />
                {t('branches.holidayOpen')}
              </label>
              {h.isWorking && (
                <span className="hours-times">
                  <input
                    type="time"
                    aria-label={`${h.date}: ${t('branches.open')}`}
                    value={h.open ?? ''}
                    aria-invalid={bad('open')}
                    onChange={(e) => update(i, { open: e.target.value })}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={`${h.date}: ${t('branches.close')}`}
                    value={h.close ?? ''}
                    aria-invalid={bad('close')}
                    onChange={(e) => update(i, { close: e.target.value })}
                  />
                </span>
              )}
              <button
                type="button"
                className="button"
                onClick={() => onChange(holidays.filter((_, j) => j !== i))}
              >
                {t('branches.removeHoliday', { date: h.date })}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={add}>
        + {t('branches.addHoliday')}
      </button>
    </div>
  );
}
