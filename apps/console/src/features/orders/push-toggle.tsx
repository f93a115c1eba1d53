import { useT } from '@dastarkhan/client';
import { useId } from 'react';
import { type StaffPushState, useStaffPush } from './staff-push';

const NOTES: Partial<Record<StaffPushState, 'push.unsupported' | 'push.denied' | 'push.failed'>> = {
  unsupported: 'push.unsupported',
  denied: 'push.denied',
  failed: 'push.failed',
};

/** "New order notifications when the console is closed": permission is asked only on the tap. */
export function PushToggle() {
  const { t } = useT();
  const id = useId();
  const { state, turnOn, turnOff } = useStaffPush();
  const note = NOTES[state];
  return (
    <div className="push-toggle" data-state={state}>
      <label>
        <input
          type="checkbox"
          checked={state === 'on'}
          disabled={state === 'checking' || state === 'working' || state === 'unsupported'}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => void (event.target.checked ? turnOn() : turnOff())}
        />
        {t('push.newOrders')}
      </label>
      <p id={`${id}-note`} className="push-toggle-note" role="status">
        {note ? t(note) : ''}
      </p>
    </div>
  );
}
