import { useEffect, useState } from 'react';

/** When the last code was sent, per phone, for this tab: a reload keeps the countdown honest. */
const SENT_KEY = 'dastarkhan:otp-sent';

export function rememberCodeSent(phone: string, resendAfterSeconds: number) {
  sessionStorage.setItem(SENT_KEY, JSON.stringify({ phone, at: Date.now(), resendAfterSeconds }));
}

function secondsLeft(phone: string): number {
  try {
    const sent = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? 'null') as {
      phone: string;
      at: number;
      resendAfterSeconds: number;
    } | null;
    if (!sent || sent.phone !== phone) return 0;
    return Math.max(0, Math.ceil((sent.at + sent.resendAfterSeconds * 1000 - Date.now()) / 1000));
  } catch {
    return 0;
  }
}

/** Spec §9: the resend-code timer counts in seconds; 0 means "resend" is allowed. */
export function useResendCountdown(phone: string): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    setLeft(secondsLeft(phone));
    const timer = setInterval(() => setLeft(secondsLeft(phone)), 1000);
    return () => clearInterval(timer);
  }, [phone]);
  return left;
}
