import { useT } from '@dastarkhan/client';
import { useId } from 'react';
import { isTelegramLaunch } from '../../app/telegram-bridge/telegram-web-app';
import { type PushState, useOrderPush } from './use-order-push';
import './push.css';

const NOTES: Partial<Record<PushState, 'push.on' | 'push.unsupported' | 'push.denied' | 'push.failed'>> = {
  on: 'push.on',
  unsupported: 'push.unsupported',
  denied: 'push.denied',
  failed: 'push.failed',
};

/**
 * "Notify me about this order" (issue 18): a switch under the status. The browser asks for
 * permission only when it is tapped; where push cannot work, a short line says why.
 */
export function OrderPushToggle() {
  // Inside Telegram the bot brings the statuses, and the web-app runs without the worker.
  if (isTelegramLaunch(window.location)) return null;
  return <PushSwitch />;
}

function PushSwitch() {
  const { t } = useT();
  const id = useId();
  const { state, turnOn, turnOff } = useOrderPush();
  const on = state === 'on';
  const note = NOTES[state];
  const disabled = state === 'checking' || state === 'working' || state === 'unsupported';
  return (
    <div className="order-push" data-state={state}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={note ? `${id}-note` : undefined}
        className="order-push-switch"
        disabled={disabled}
        onClick={() => void (on ? turnOff() : turnOn())}
      >
        <span className="order-push-label">{t('push.notifyOrder')}</span>
        <span className="order-push-track" aria-hidden="true">
          <span className="order-push-thumb" />
        </span>
      </button>
      <p id={`${id}-note`} className="order-push-note" role="status">
        {note ? t(note) : ''}
      </p>
    </div>
  );
}
