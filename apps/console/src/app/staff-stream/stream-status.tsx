import { useT } from '@dastarkhan/client';
import { useStaffStream } from './staff-stream-context';
import './staff-stream.css';

/** The stream's state as a pill (green live, amber while connecting, red offline), for any screen. */
export function StreamStatus({ className = '' }: { className?: string }) {
  const { t } = useT();
  const status = useStaffStream();
  return (
    <p className={`stream-state stream-${status} ${className}`.trim()} role="status" data-stream={status}>
      <span className="stream-dot" aria-hidden="true" />
      {t(`stream.${status}`)}
    </p>
  );
}
