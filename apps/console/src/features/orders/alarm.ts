import { playTones } from '../../app/sound';

// The new-order alarm: beeps (the console's Web Audio helpers, app/sound) repeated until the
// order is accepted or rejected. A late order (past the branch's accept limit) rings louder and
// faster. Audio starts only after a gesture: the "Start shift" button unlocks it.

let timer: ReturnType<typeof setTimeout> | null = null;
let mode: 'off' | 'normal' | 'late' = 'off';

function ring() {
  if (mode === 'off') return;
  const late = mode === 'late';
  const volume = late ? 0.5 : 0.22;
  const notes = late ? [1320, 990, 1320, 990] : [880, 1175, 880];
  playTones(notes.map((frequency, i) => ({ at: i * 0.18, frequency, volume, length: 0.14, wave: 'square' })));
  timer = setTimeout(ring, late ? 1_000 : 2_200);
}

/** Starts, changes or stops the ringing; the same mode twice changes nothing. */
export function setAlarm(next: 'off' | 'normal' | 'late') {
  if (next === mode) return;
  mode = next;
  if (timer) clearTimeout(timer);
  timer = null;
  if (next !== 'off') ring();
}
