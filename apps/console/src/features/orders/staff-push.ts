import { useT } from '@dastarkhan/client';
import type { PushKey, PushSubscribed } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session';

// New orders by web push while the console is closed (issue 18, decision 033), through the
// console's own push-only worker at /console/sw.js.

export type StaffPushState = 'checking' | 'unsupported' | 'off' | 'working' | 'on' | 'denied' | 'failed';

const SCOPE = '/console/';
const URL_PATH = '/users/v1/operator/push/subscriptions';

const supported = () => 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(SCOPE);
  if (existing?.active) return existing;
  const registered = await navigator.serviceWorker.register('/console/sw.js', { scope: SCOPE });
  const worker = registered.installing ?? registered.waiting ?? registered.active;
  if (worker && worker.state !== 'activated')
    await withTimeout(
      new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      ),
      10_000,
    );
  return registered;
}

async function current(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await found?.pushManager.getSubscription()) ?? null;
}

export function useStaffPush() {
  const api = useApi();
  const { lang } = useT();
  const [state, setState] = useState<StaffPushState>('checking');

  const send = useCallback(
    (subscription: PushSubscription) =>
      api.post<PushSubscribed>(URL_PATH, { ...subscription.toJSON(), lang }),
    [api, lang],
  );

  useEffect(() => {
    if (!supported()) {
      setState('unsupported');
      return;
    }
    let live = true;
    current()
      .then(async (subscription) => {
        if (!live) return;
        if (subscription && Notification.permission === 'granted') {
          setState('on');
          // This device may have been turned on by a colleague signed in before: it is mine now.
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
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied');
        return;
      }
      const [keyError, key] = await api.get<PushKey>('/users/v1/push/key');
      if (keyError) throw new Error(keyError.code);
      const found = await registration();
      const subscription = await withTimeout(
        found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) }),
        15_000,
      );
      const [error] = await send(subscription);
      if (error) {
        await subscription.unsubscribe().catch(() => false);
        throw new Error(error.code);
      }
      setState('on');
    } catch {
      setState('failed');
    }
  }, [api, send]);

  const turnOff = useCallback(async () => {
    setState('working');
    try {
      const subscription = await current();
      if (subscription) {
        await api.delete(URL_PATH, { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  }, [api]);

  return { state, turnOn, turnOff };
}
