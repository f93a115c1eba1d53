import type { PaymentType } from '@dastarkhan/domain';
import { enabledPaymentTypes } from '@dastarkhan/domain/client';
import { useEffect, useState } from 'react';
import { LAUNCH_KEY } from '../../app/session/telegram-keys';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { COOKIE } from '../../lib/cookies';
import { getPaymentMethods } from './get-payment-methods';
import { paymentChannel } from './payment-kinds';

function browserChannel() {
  let launched = false;
  try {
    launched = sessionStorage.getItem(LAUNCH_KEY) === '1';
  } catch {
    // storage blocked: the cookie still tells
  }
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COOKIE.channel}=`))
    ?.slice(COOKIE.channel.length + 1);
  return paymentChannel(launched, cookie ?? null);
}

/**
 * The payment types checkout offers: the server's answer for this channel (the tenant's switches
 * and its merchant payment settings, WEB or BOT). Null while it is on its way. If it cannot be
 * had, the tenant's switches stand in — the server still refuses a type it does not take.
 */
export function usePaymentMethods(): PaymentType[] | null {
  const { api } = useApi();
  const { settings } = useTenant();
  const [types, setTypes] = useState<PaymentType[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per tenant; a new token or language changes nothing here.
  useEffect(() => {
    let alive = true;
    void getPaymentMethods(api, browserChannel()).then(([error, offered]) => {
      if (alive) setTypes(error ? enabledPaymentTypes(settings) : offered);
    });
    return () => {
      alive = false;
    };
  }, [settings.merchantId]);
  return types;
}
