import type { SourcePlatform, TablePlace } from '@dastarkhan/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../app/session/api-error-text';
import type { Session } from '../../app/session/session-store';
import { LAUNCH_KEY } from '../../app/session/telegram-keys';
import { useToast } from '../../app/toasts/toast-provider';
import { useT } from '../../i18n/i18n-context';
import { COOKIE } from '../../lib/cookies';
import { isOnlinePayment, useStartPayment } from '../payments/index';
import { CashbackSection } from './cashback-section';
import { DeliverySection } from './delivery-section';
import { DineInSection } from './dine-in-section';
import { ExtrasSection } from './extras-section';
import { buildOrderRequest } from './order-request';
import { ConfirmBar, OrderItems, TotalsBlock } from './order-summary';
import { PaymentSection } from './payment-section';
import { PickupSection } from './pickup-section';
import { PromoSection } from './promo-section';
import { ServiceSection } from './service-section';
import { TimingSection } from './timing-section';
import { useCheckout } from './use-checkout';
import type { CheckoutProducts } from './use-checkout-products';
import { staleBasket, useSubmitOrder } from './use-submit-order';
import { type CheckoutSection, type ProblemText, SECTIONS } from './validate-checkout';

/** Problems that are the customer's next step, shown once they try to send; the rest show at once. */
const AFTER_ATTEMPT = new Set<ProblemText>([
  'msg.NO_ADDRESS',
  'checkout.chooseTable',
  'checkout.choosePayment',
  'checkout.chequePhoneInvalid',
]);

/** Inside the Telegram web-app the order's source is TG (spec §3 enumerations), else WEB. */
function orderSource(): SourcePlatform {
  const tg =
    sessionStorage.getItem(LAUNCH_KEY) === '1' ||
    document.cookie.split('; ').includes(`${COOKIE.channel}=TG`);
  return tg ? 'TG' : 'WEB';
}

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
  const { t, lang } = useT();
  const { submit, sending } = useSubmitOrder();
  const toast = useToast();
  const navigate = useNavigate();
  const { settings } = checkout;
  const [attempted, setAttempted] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const startPayment = useStartPayment();
  const { problems, serviceType, branch, pricing } = checkout;
  const delivery = serviceType === 'DELIVERY';

  const shown = (section: CheckoutSection): ProblemText | null => {
    const problem = problems[section];
    return problem && (attempted || !AFTER_ATTEMPT.has(problem)) ? problem : null;
  };
  const sectionOf = (section: CheckoutSection) =>
    section === 'branch'
      ? delivery
        ? 'co-address'
        : serviceType === 'DINE_IN'
          ? 'co-table'
          : 'co-branch'
      : section === 'table'
        ? 'co-table'
        : `co-${section}`;

  async function confirm() {
    setAttempted(true);
    setSendError(null);
    const first = SECTIONS.find((section) => problems[section]);
    if (first) {
      const element = document.getElementById(sectionOf(first));
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
      setSendError(t('checkout.fix'));
      return;
    }
    if (!serviceType || !branch || !checkout.paymentType || checkout.pending) return;
    const { path, body } = buildOrderRequest({
      lines: checkout.basket.lines,
      serviceType,
      deliveryPrice: checkout.tariff.price ?? 0,
      promo: settings.promoActive ? checkout.draft.promo : null,
      cashback:
        settings.cashbackActive && checkout.draft.cashback > 0
          ? { requested: checkout.draft.cashback, balance: checkout.cashback.balance ?? 0 }
          : null,
      now: checkout.instant ?? checkout.now,
      branch: { id: branch.id, cityId: branch.cityId },
      address: checkout.address,
      deliveryTariffId: checkout.tariff.tariffId,
      paymentType: checkout.paymentType,
      later: checkout.draft.later,
      day: checkout.slot.day,
      time: checkout.slot.time,
      hallId: checkout.draft.hallId,
      tableId: checkout.draft.tableId,
      comment: checkout.draft.comment,
      courierComment: checkout.draft.courierComment,
      sendCheque: checkout.draft.sendCheque,
      sendChequePhone: checkout.draft.sendChequePhone,
      source: orderSource(),
    });
    const [error, order] = await submit(path, body);
    if (error) {
      if (error.status === 401) return; // logged out and sent home by `authed`
      setSendError(apiErrorText(error, lang, t('checkout.failed')));
      if (staleBasket(error)) void checkout.basket.reload();
      if (error.code === 'CASHBACK_INSUFFICIENT') void checkout.cashback.refresh();
      return;
    }
    // Spec §4: basket, comments, promo, cashback and address details go; the toast; the order.
    setPlaced(true);
    checkout.basket.store.clear();
    checkout.store.resetAfterOrder();
    const orderPath = `/profile/orders/${order.id}`;
    if (isOnlinePayment(order.paymentType) && !order.isPaid) {
      // Issue 6: straight on to the provider's page. The order is placed whatever happens there:
      // "back" from that page (or a page that cannot load) lands on the order, which offers "Pay".
      setRedirecting(t(`payments.provider.${order.paymentType}`));
      window.history.replaceState(window.history.state, '', orderPath);
      const error = await startPayment(order.id, { returnPath: orderPath });
      if (!error) return;
      toast({
        kind: 'error',
        title: t('payments.notPaidTitle'),
        text: apiErrorText(error, lang, t('payments.failed')),
      });
      navigate(orderPath, { replace: true });
      return;
    }
    toast({ kind: 'success', title: t('checkout.approvedTitle'), text: t('msg.ORDER_APPROVED') });
    navigate(orderPath, { replace: true });
  }

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
            deliveryPending={delivery && checkout.address !== null && checkout.tariff.price === null}
          />
        </section>
        <ConfirmBar
          total={pricing.totals.totalPrice}
          sending={sending}
          disabled={checkout.pending}
          error={sendError}
          onConfirm={() => void confirm()}
        />
      </aside>
    </div>
  );
}
