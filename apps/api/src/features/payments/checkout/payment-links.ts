import type { Language } from '@dastarkhan/domain';

const PAYME_LANG: Record<Language, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

/**
 * Payme's GET checkout link (docs/integrations.md §1): base64 of `;`-separated `key=value` pairs —
 * cashbox, the account field, amount in tiyin, language and where to come back.
 */
export function paymeCheckoutLink(input: {
  baseUrl: string;
  cashbox: string;
  orderId: number;
  amountTiyin: number;
  lang: Language;
  returnUrl: string;
}): string {
  const params = [
    `m=${input.cashbox}`,
    `ac.order_id=${input.orderId}`,
    `a=${input.amountTiyin}`,
    `l=${PAYME_LANG[input.lang]}`,
    `c=${input.returnUrl}`,
  ].join(';');
  return `${input.baseUrl}/${Buffer.from(params, 'utf8').toString('base64')}`;
}

/** Click's pay button link (docs/integrations.md §2): amount in so'm as N.NN, our order id as transaction_param. */
export function clickPayLink(input: {
  baseUrl: string;
  serviceId: string;
  merchantId: string;
  merchantUserId?: string;
  orderId: number;
  amountSom: number;
  returnUrl: string;
}): string {
  const query = new URLSearchParams({
    service_id: input.serviceId,
    merchant_id: input.merchantId,
    amount: input.amountSom.toFixed(2),
    transaction_param: String(input.orderId),
    return_url: input.returnUrl,
    ...(input.merchantUserId ? { merchant_user_id: input.merchantUserId } : {}),
  });
  return `${input.baseUrl}?${query.toString()}`;
}
