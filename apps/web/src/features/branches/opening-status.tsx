import { useT } from '@dastarkhan/client';
import type { Language } from '@dastarkhan/domain';
import { type Holiday, type OpeningHours, type OpeningState, openingState } from '@dastarkhan/domain/client';
import { opensAtText } from '../../components/opening-detail';

type T = ReturnType<typeof useT>['t'];

/** "closes at 23:00", "opens tomorrow at 10:00", "opens Monday 10:00". */
export function openingDetail(t: T, lang: Language, state: OpeningState): string {
  if (state.open)
    return state.closesAt ? t('branches.closesAt', { time: state.closesAt }) : t('branches.roundTheClock');
  return state.opensAt ? opensAtText(t, lang, state.opensAt) : '';
}

/** A coloured open/closed badge with when that changes next, on the Tashkent clock. */
export function OpeningStatus({
  schedule,
  holidays,
  now,
}: {
  schedule: readonly OpeningHours[];
  /** Dates closed or with other hours (issue 17): they win over the week. */
  holidays?: readonly Holiday[];
  now: number;
}) {
  const { t, lang } = useT();
  const state = openingState({ workHours: schedule, holidays }, new Date(now));
  const detail = openingDetail(t, lang, state);
  return (
    <p className="opening-status">
      <span className={`opening-badge ${state.open ? 'opening-badge-open' : 'opening-badge-closed'}`}>
        {state.open ? t('branches.open') : t('branches.closed')}
      </span>
      {detail && <span className="opening-detail">{detail}</span>}
    </p>
  );
}

export function hoursText(t: T, hours: OpeningHours) {
  return hours.isWorking ? `${hours.open} – ${hours.close}` : t('weekday.off');
}
