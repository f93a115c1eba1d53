import { useCallback, useEffect, useState } from 'react';

// The waiter-call chime: three quick rising bell tones (E6, G#6, B6), generated with Web Audio so
// no sound file is shipped. Browsers keep audio locked until the person touches the page; until
// then `locked` is true and the screen offers an "Enable sound" button.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

function bell(ctx: AudioContext, frequency: number, start: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'triangle';
  osc.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.5, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + 0.4);
}

/** Plays the chime (twice: it must not be missed in a loud hall). Silent while audio is locked. */
export function playWaiterChime() {
  const ctx = audioContext();
  if (ctx?.state !== 'running') return;
  const now = ctx.currentTime + 0.02;
  [0, 0.75].forEach((offset) => {
    bell(ctx, 1318.5, now + offset);
    bell(ctx, 1661.2, now + offset + 0.12);
    bell(ctx, 1975.5, now + offset + 0.24);
  });
}

/** Whether the chime can sound, and the unlock to call from a click. */
export function useChimeUnlock() {
  const [locked, setLocked] = useState(() => audioContext()?.state !== 'running');
  useEffect(() => {
    const ctx = audioContext();
    if (!ctx) return;
    const update = () => setLocked(ctx.state !== 'running');
    ctx.addEventListener('statechange', update);
    // Any touch of the page may unlock it; the button is only the obvious way.
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
    const ctx = audioContext();
    if (!ctx) return;
    await ctx.resume().catch(() => {});
    setLocked(ctx.state !== 'running');
    playWaiterChime();
  }, []);
  return { locked, unlock, supported: audioContext() !== null };
}
