import { useT } from '@dastarkhan/client';
import type { TablePlace } from '@dastarkhan/domain';
import { pauseFor } from '@dastarkhan/domain/client';
import type { Session } from '../../app/session/session-store';
import { CashbackSection } from './cashback-section';
import { deliveryPending } from './delivery-line';
import { DeliverySection } from './delivery-section';
import { DineInSection } from './dine-in-section';
import { ExtrasSection } from './extras-section';
import { ConfirmBar, OrderItems, TotalsBlock } from './order-summary';
import { PauseNotice } from './pause-notice';
import { PaymentSection } from './payment-section';
import { PickupSection } from './pickup-section';
import { PromoSection } from './promo-section';
import { ServiceSection } from './service-section';
import { TimingSection } from './timing-section';
import { useCheckout } from './use-checkout';
import type { CheckoutProducts } from './use-checkout-products';
import { usePlaceOrder } from './use-place-order';
import { unorderableTime } from './validate-checkout';

/** The checkout form: the sections top to bottom, the order's summary and "Confirm" beside them. */
export function CheckoutForm({
  basket,
  session,
  table,
}: {
  basket: CheckoutProducts;
  session: Session;
  table: TablePlace | null;
}) {
  const checkout = useCheckout({ basket, session, table });
  const { t } = useT();
  const { shown, confirm, sending, sendError, placed, redirecting } = usePlaceOrder(checkout);
  const { settings, serviceType, pricing } = checkout;
  const delivery = serviceType === 'DELIVERY';
  // Disabled, with the reason beside it, while the chosen time cannot be ordered (issue 19).
  const pausedThen = Boolean(
    serviceType &&
      checkout.branch &&
      pauseFor(checkout.branch.pause, serviceType, checkout.instant ?? checkout.now),
  );
  const blocked = unorderableTime(checkout.problems, pausedThen);

  if (placed) {
    return (
      <p className="co-placed" role="status">
        {redirecting ? t('payments.redirecting', { provider: redirecting }) : t('checkout.placed')}
      </p>
    );
  }

  return (
    <div className="co-layout">
      <div className="co-main">
        <ServiceSection
          services={checkout.services}
          value={serviceType}
          onChange={(service) => checkout.update({ serviceType: service })}
          problem={shown('service')}
        />
        <PauseNotice
          pause={checkout.branch?.pause}
          serviceType={serviceType}
          at={checkout.instant ?? checkout.now}
        />
        {delivery && <DeliverySection checkout={checkout} problem={shown('address') ?? shown('branch')} />}
        {serviceType === 'PICK_UP' && <PickupSection checkout={checkout} problem={shown('branch')} />}
        {serviceType === 'DINE_IN' && (
          <DineInSection
            checkout={checkout}
            table={table}
            problems={{ branch: shown('branch'), table: shown('table') }}
          />
        )}
        {serviceType && <TimingSection checkout={checkout} problem={shown('timing')} />}
        <PaymentSection checkout={checkout} problem={shown('payment')} />
        {settings.promoActive && <PromoSection checkout={checkout} />}
        {settings.cashbackActive && <CashbackSection checkout={checkout} />}
        <ExtrasSection checkout={checkout} problem={shown('cheque')} ownPhone={session.user.phone} />
      </div>
      <aside className="co-aside" aria-labelledby="co-summary-title">
        <section className="co-card co-summary">
          <h2 id="co-summary-title" className="co-card-title">
            {t('checkout.summary')}
          </h2>
          <OrderItems lines={checkout.basket.lines} />
          <TotalsBlock
            totals={pricing.totals}
            delivery={delivery}
            deliveryPending={deliveryPending(delivery, checkout.address !== null, checkout.tariff.price)}
          />
        </section>
        <ConfirmBar
          total={pricing.totals.totalPrice}
          sending={sending}
          disabled={checkout.pending}
          blocked={blocked && t(blocked)}
          error={sendError}
          onConfirm={() => void confirm()}
        />
      </aside>
    </div>
  );
}
