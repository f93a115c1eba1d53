import { useT } from '@dastarkhan/client';
import type { BranchDraft } from './branch-form';

/** Seven rows: a working day with its opening and closing, or a day off. */
export function HoursFields({
  hours,
  onChange,
  invalidField,
}: {
  hours: BranchDraft['workHours'];
  onChange: (hours: BranchDraft['workHours']) => void;
  invalidField: string | null;
}) {
  const { t } = useT();
  const update = (index: number, change: Partial<BranchDraft['workHours'][number]>) =>
    onChange(hours.map((h, i) => (i === index ? { ...h, ...change } : h)));
  return (
    <ul className="hours-list">
      {hours.map((h, i) => {
        const day = t(`branches.day.${h.day}`);
        const bad = (f: string) => invalidField === `workHours.${i}.${f}` || undefined;
        return (
          <li key={h.day} className="hours-row">
            <label className="branch-check hours-day">
              <input
                type="checkbox"
                checked={h.isWorking}
                onChange={(e) => update(i, { isWorking: e.target.checked })}
              />
              <span>
                <strong>{day}</strong>{' '}
                <span className="branch-field-hint">
                  {h.isWorking ? t('branches.working') : t('branches.dayOff')}
                </span>
              </span>
            </label>
            {h.isWorking && (
              <span className="hours-times">
                <input
                  type="time"
                  aria-label={`${day}: ${t('branches.open')}`}
                  value={h.open}
                  aria-invalid={bad('open')}
                  onChange={(e) => update(i, { open: e.target.value })}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  aria-label={`${day}: ${t('branches.close')}`}
                  value={h.close}
                  aria-invalid={bad('close')}
                  onChange={(e) => update(i, { close: e.target.value })}
                />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
