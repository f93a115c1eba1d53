import { TASHKENT_OFFSET_MINUTES } from '../branches/opening-hours.js';

// A branch's delivery hours (spec §3 deliveryStart/deliveryEnd; decision 012 DELIVERY_HOURS),
// shared by the checkout screen and the server's re-validation.

const minutes = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * Whether an HH:MM falls inside the delivery hours: the start is in, the end is out, an end at or
 * before the start runs past midnight, and equal times mean round the clock.
 */
export function withinDeliveryHours(time: string, start: string, end: string): boolean {
  const t = minutes(time);
  const s = minutes(start);
  const e = minutes(end);
  if (s === e) return true;
  return s < e ? t >= s && t < e : t >= s || t < e;
}

/** The Tashkent wall-clock HH:MM of an instant. */
export function tashkentTime(instant: Date): string {
  return new Date(instant.getTime() + TASHKENT_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** Whether the branch delivers at that instant. */
export function deliversAt(branch: { deliveryStart: string; deliveryEnd: string }, instant: Date): boolean {
  return withinDeliveryHours(tashkentTime(instant), branch.deliveryStart, branch.deliveryEnd);
}
