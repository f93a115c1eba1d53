import { useCallback, useEffect, useState } from 'react';

// The console's sounds, made with Web Audio (no sound file to download): one audio context for
// the board's new-order alarm and the waiter-call chime. Browsers keep audio locked until the
// person touches the page: any touch or key unlocks it (`useSoundUnlock` listens for one), and
// the board's "Start shift" and the inbox's "Enable sound" are the obvious ways.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Creates or resumes the audio context; call it from a click or a key press. */
export async function unlockAudio(): Promise<boolean> {
  const ctx = audioContext();
  if (!ctx) return false;
  await ctx.resume().catch(() => {});
  return ctx.state === 'running';
}

export function audioUnlocked(): boolean {
  return context?.state === 'running';
}

export interface Tone {
  /** Seconds after now. */
  at: number;
  frequency: number;
  volume: number;
  /** Seconds. */
  length: number;
  wave: OscillatorType;
}

/** Plays tones now; silent while audio is locked. */
export function playTones(tones: readonly Tone[]): void {
  const ctx = context;
  if (ctx?.state !== 'running') return;
  const now = ctx.currentTime + 0.02;
  for (const tone of tones) {
    const start = now + tone.at;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.setValueAtTime(tone.frequency, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(tone.volume, start + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.length + 0.05);
  }
}

/** The waiter-call chime: three quick rising bell tones (E6, G#6, B6), twice — a loud hall must hear it. */
export function playWaiterChime(): void {
  const bells = [1318.5, 1661.2, 1975.5];
  playTones(
    [0, 0.75].flatMap((offset) =>
      bells.map((frequency, i) => ({
        at: offset + i * 0.12,
        frequency,
        volume: 0.5,
        length: 0.35,
        wave: 'triangle' as const,
      })),
    ),
  );
}

/**
 * The kitchen's ding for a newly accepted order: one bell strike (A6 with its octave), short and
 * unlike the waiter chime's three rising tones or the board's square-wave alarm.
 */
export function playKitchenDing(): void {
  playTones([
    { at: 0, frequency: 1760, volume: 0.6, length: 0.9, wave: 'sine' },
    { at: 0, frequency: 3520, volume: 0.18, length: 0.35, wave: 'sine' },
  ]);
}

/** Whether sound can play, and the unlock to call from a click; any touch of the page unlocks too. */
export function useSoundUnlock() {
  const [locked, setLocked] = useState(() => !audioUnlocked());
  useEffect(() => {
    const ctx = audioContext();
    if (!ctx) return;
    const update = () => setLocked(ctx.state !== 'running');
    ctx.addEventListener('statechange', update);
    const onGesture = () => void ctx.resume().then(update, update);
    window.addEventListener('pointerdown', onGesture, { once: true });
    window.addEventListener('keydown', onGesture, { once: true });
    update();
    return () => {
      ctx.removeEventListener('statechange', update);
      window.removeEventListener('pointerdown', onGesture);
      window.removeEventListener('keydown', onGesture);
    };
  }, []);
  const unlock = useCallback(async () => {
    setLocked(!(await unlockAudio()));
    playWaiterChime();
  }, []);
  return { locked, unlock, supported: audioContext() !== null };
}
