import { useT } from '@dastarkhan/client';
import { type PauseLike, pauseFor, tashkentTime } from '@dastarkhan/domain/client';

/**
 * "Not taking orders until 14:30 — reason" while staff have paused the branch, or this service at
 * it (decision 021). Only says so: the server refuses the order itself, with its own message.
 */
export function PauseNotice({
  pause,
  serviceType,
  at,
}: {
  pause: PauseLike | null | undefined;
  serviceType: string | null;
  at: Date;
}) {
  const { t } = useT();
  const live = serviceType ? pauseFor(pause, serviceType, at) : null;
  if (!live) return null;
  const until = tashkentTime(new Date(live.until));
  return (
    <p className="form-error co-problem co-paused" role="status">
      {live.reason
        ? t('checkout.pausedBecause', { until, reason: live.reason })
        : t('checkout.paused', { until })}
    </p>
  );
}
