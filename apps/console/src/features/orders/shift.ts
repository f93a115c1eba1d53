import { useCallback, useEffect, useRef, useState } from 'react';
import { unlockAudio } from '../../app/sound';

// "Start shift": the one gesture that unlocks the alarm's audio, keeps the screen on (a wake
// lock, taken again whenever the tab comes back, as browsers drop it when it is hidden) and
// asks to show system notifications for new orders while the tab is hidden.

interface WakeLockLike {
  release: () => Promise<void>;
}

export function useShift() {
  const [started, setStarted] = useState(false);
  const lock = useRef<WakeLockLike | null>(null);

  const acquire = useCallback(async () => {
    const wakeLock = (
      navigator as Navigator & { wakeLock?: { request: (t: 'screen') => Promise<WakeLockLike> } }
    ).wakeLock;
    if (!wakeLock || document.visibilityState !== 'visible') return;
    try {
      lock.current = await wakeLock.request('screen');
    } catch {
      // Refused (battery saver, an old browser): the shift runs without it.
    }
  }, []);

  const start = useCallback(() => {
    void unlockAudio();
    setStarted(true);
    void acquire();
    if ('Notification' in window && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => {});
    }
  }, [acquire]);

  useEffect(() => {
    if (!started) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      void lock.current?.release().catch(() => {});
      lock.current = null;
    };
  }, [started, acquire]);

  return { started, start };
}

/** A system notification for a new order, only when the tab is hidden and it was allowed. */
export function notifyHidden(title: string, body: string, tag: string) {
  if (document.visibilityState !== 'hidden' || !('Notification' in window)) return;
  if (Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag, requireInteraction: true });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some phones allow notifications only from a service worker: the alarm still rings.
  }
}
