export {
  playKitchenDing,
  playTones,
  playWaiterChime,
  type Tone,
  unlockAudio,
  useSoundUnlock,
} from './audio';
