// A tab that left for the provider's page remembers it (sessionStorage: this tab only), so that
// on its way back the order page says "checking the payment" instead of offering to pay again
// while the provider's callback may still be on its way — a second payment is the worst outcome.

/** How long after leaving a return counts as "just paid": callbacks come within seconds. */
export const CHECKING_WINDOW_MS = 60_000;

const keyOf = (orderId: number) => `dastarkhan:paying:${orderId}`;

export function rememberLeavingToPay(orderId: number, now = Date.now()) {
  try {
    sessionStorage.setItem(keyOf(orderId), String(now));
  } catch {
    // Storage refused (private mode, quota): the page simply offers "Pay" as before.
  }
}

/** When the checking window of an order ends, if this tab left to pay it within the window. */
export function checkingUntil(orderId: number, now = Date.now()): number | null {
  let left: number;
  try {
    left = Number(sessionStorage.getItem(keyOf(orderId)));
  } catch {
    return null;
  }
  const until = left + CHECKING_WINDOW_MS;
  return left > 0 && left <= now && now < until ? until : null;
}

export function forgetLeavingToPay(orderId: number) {
  try {
    sessionStorage.removeItem(keyOf(orderId));
  } catch {}
}
