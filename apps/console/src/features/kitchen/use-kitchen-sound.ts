import { useCallback, useRef, useState } from 'react';
import { playKitchenDing, unlockAudio, useSoundUnlock } from '../../app/sound';

const KEY = 'dastarkhan:console:kitchenSound';

function remembered(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The kitchen's "Sound" switch, remembered on this device. Browsers keep audio locked until the
 * page is touched: after a reload a wanted sound waits for the first tap (`waiting`), which any
 * tap on the page gives (app/sound). `ding` plays only while the switch is on.
 */
export function useKitchenSound() {
  const { locked, supported } = useSoundUnlock();
  const [wanted, setWanted] = useState(remembered);
  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;

  const remember = (value: boolean) => {
    setWanted(value);
    wantedRef.current = value;
    try {
      localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      // Private mode: the switch holds for this page only.
    }
  };

  const toggle = async () => {
    if (wanted && !locked) {
      remember(false);
      return;
    }
    remember(true);
    await unlockAudio();
    playKitchenDing(); // what it will sound like
  };

  const ding = useCallback(() => {
    if (wantedRef.current) playKitchenDing();
  }, []);

  return { supported, wanted, on: wanted && !locked, waiting: wanted && locked, toggle, ding };
}
