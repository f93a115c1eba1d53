import type { Session } from '../../app/session/session-store';
import type { Tenant } from '../../app/startup/tenant-context';
import { basketTotals } from '../basket/index';
import { usePaymentMethods } from '../payments/index';
import type { CheckoutDraft, CheckoutService } from './checkout-draft';
import { type CheckoutAddress, orderPricing } from './order-request';
import { useCashbackBalance } from './use-cashback-balance';
import type { CheckoutProducts } from './use-checkout-products';
import { useDeliveryTariff } from './use-delivery-tariff';

/**
 * How much: the delivery price from the tariff, the cashback balance, the payment types this
 * channel takes, then the totals of spec §9.
 */
export function useCheckoutMoney({
  settings,
  session,
  basket,
  draft,
  serviceType,
  address,
  branch,
  at,
}: {
  settings: Tenant['settings'];
  session: Session;
  basket: CheckoutProducts;
  draft: CheckoutDraft;
  serviceType: CheckoutService | null;
  address: CheckoutAddress | null;
  branch: { id: number; cityId: number; latitude: number; longitude: number } | null;
  /** The order's time (its slot, or now). */
  at: Date;
}) {
  const delivery = serviceType === 'DELIVERY';
  const net = basketTotals(basket.lines).net;
  const tariff = useDeliveryTariff(
    delivery && address && branch && address.name.trim()
      ? {
          branch: {
            id: branch.id,
            cityId: branch.cityId,
            latitude: branch.latitude,
            longitude: branch.longitude,
          },
          point: { name: address.name, latitude: address.latitude, longitude: address.longitude },
          productPrice: net,
        }
      : null,
  );
  const cashback = useCashbackBalance(settings.cashbackActive, session.user.cashback);
  // What this channel takes, from the server (issue 6); nothing is offered until it has answered.
  const offeredTypes = usePaymentMethods();
  const paymentTypes = offeredTypes ?? [];
  const paymentType =
    draft.paymentType && paymentTypes.includes(draft.paymentType)
      ? draft.paymentType
      : (paymentTypes[0] ?? null);
  const pricing = orderPricing({
    lines: basket.lines,
    serviceType: serviceType ?? 'PICK_UP',
    deliveryPrice: tariff.price ?? 0,
    promo: settings.promoActive ? draft.promo : null,
    cashback:
      settings.cashbackActive && draft.cashback > 0
        ? { requested: draft.cashback, balance: cashback.balance ?? 0 }
        : null,
    now: at,
  });

  return { tariff, cashback, offeredTypes, paymentTypes, paymentType, pricing };
}
