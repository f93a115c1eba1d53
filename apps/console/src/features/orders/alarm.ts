// The new-order alarm: beeps made with Web Audio (no sound file to download), repeated until
// the order is accepted or rejected. A late order (past the branch's accept limit) rings
// louder and faster. Browsers let audio start only after a user gesture: `unlock()` is called
// from the "Start shift" button.

let context: AudioContext | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let mode: 'off' | 'normal' | 'late' = 'off';

/** Creates (or resumes) the audio context; call it from a click or a key press. */
export function unlockAudio(): boolean {
  try {
    context ??= new AudioContext();
    void context.resume();
    return true;
  } catch {
    return false;
  }
}

export function audioUnlocked(): boolean {
  return context?.state === 'running';
}

function beep(at: number, frequency: number, volume: number, length: number) {
  if (!context) return;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

function ring() {
  if (mode === 'off') return;
  const late = mode === 'late';
  if (context && context.state === 'running') {
    const now = context.currentTime;
    const volume = late ? 0.5 : 0.22;
    const notes = late ? [1320, 990, 1320, 990] : [880, 1175, 880];
    notes.forEach((frequency, i) => {
      beep(now + i * 0.18, frequency, volume, 0.14);
    });
  }
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
