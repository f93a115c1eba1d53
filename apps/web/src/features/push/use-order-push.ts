import { useT } from '@dastarkhan/client';
import type { PushKey, PushSubscribed } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { currentSubscription, pushSupported, subscribeBrowser } from './browser-push';

export type PushState = 'checking' | 'unsupported' | 'off' | 'working' | 'on' | 'denied' | 'failed';

/**
 * Push of my orders' statuses in this browser: its state, and turning it on (permission asked
 * only then) or off. Every failure ends in a state the control explains; none throws.
 */
export function useOrderPush() {
  const { authed } = useApi();
  const { lang } = useT();
  const [state, setState] = useState<PushState>('checking');

  const send = useCallback(
    (subscription: PushSubscription) =>
      authed((api) =>
        api.post<PushSubscribed>('/users/v1/push/subscriptions', { ...subscription.toJSON(), lang }),
      ),
    [authed, lang],
  );

  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    let live = true;
    currentSubscription()
      .then(async (subscription) => {
        if (!live) return;
        if (subscription && Notification.permission === 'granted') {
          setState('on');
          // This browser may have been subscribed by someone else signed in before: it is mine now.
          await send(subscription);
        } else setState(Notification.permission === 'denied' ? 'denied' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [send]);

  const turnOn = useCallback(async () => {
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState('denied');
        return;
      }
      const [keyError, key] = await authed((api) => api.get<PushKey>('/users/v1/push/key'));
      if (keyError) throw new Error(keyError.code);
      const subscription = await subscribeBrowser(key.publicKey);
      const [error] = await send(subscription);
      if (error) {
        await subscription.unsubscribe().catch(() => false);
        throw new Error(error.code);
      }
      setState('on');
    } catch {
      setState('failed');
    }
  }, [authed, send]);

  const turnOff = useCallback(async () => {
    setState('working');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await authed((api) =>
          api.delete('/users/v1/push/subscriptions', { endpoint: subscription.endpoint }),
        );
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  }, [authed]);

  return { state, turnOn, turnOff };
}
