// The card waiting for its SMS code, for this tab: /profile/cards/create writes it and
// /profile/cards/confirm reads it, so a reload keeps the phone, the resend countdown and the
// way back (the order being paid). Nothing secret: the number is already masked.

const KEY = 'dastarkhan:card-pending';

export interface PendingCard {
  cardId: number;
  /** Masked phone the code went to. */
  phone: string;
  /** When the code was sent (ms) and how many seconds before another may be asked for. */
  sentAt: number;
  wait: number;
  /** Where to go once the card is confirmed. */
  back: string;
}

export function rememberPendingCard(card: PendingCard, storage: Storage = sessionStorage) {
  try {
    storage.setItem(KEY, JSON.stringify(card));
  } catch {
    // Storage may be blocked; the confirm screen then works without the phone and the timer.
  }
}

export function readPendingCard(cardId: number, storage: Storage = sessionStorage): PendingCard | null {
  try {
    const card = JSON.parse(storage.getItem(KEY) ?? 'null') as PendingCard | null;
    return card && card.cardId === cardId ? card : null;
  } catch {
    return null;
  }
}

export function forgetPendingCard(storage: Storage = sessionStorage) {
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** Whole seconds until "send again" is allowed (0: now). */
export function secondsUntilResend(card: Pick<PendingCard, 'sentAt' | 'wait'> | null, now: number): number {
  if (!card) return 0;
  return Math.max(0, Math.ceil((card.sentAt + card.wait * 1000 - now) / 1000));
}
