import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { SourcePlatform } from '@dastarkhan/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LAUNCH_KEY } from '../../app/session/telegram-keys';
import { COOKIE } from '../../lib/cookies';
import { isOnlinePayment, useStartPayment } from '../payments/index';
import { buildOrderRequest } from './order-request';
import { sectionElementId, shownProblem } from './shown-problems';
import type { Checkout } from './use-checkout';
import { staleBasket, useSubmitOrder } from './use-submit-order';
import { type CheckoutSection, SECTIONS } from './validate-checkout';

/** Inside the Telegram web-app the order's source is TG (spec §3 enumerations), else WEB. */
function orderSource(): SourcePlatform {
  const tg =
    sessionStorage.getItem(LAUNCH_KEY) === '1' ||
    document.cookie.split('; ').includes(`${COOKIE.channel}=TG`);
  return tg ? 'TG' : 'WEB';
}

/**
 * "Confirm": the first problem gets the focus; otherwise the order is built and sent, a refusal
 * is said (and the basket or cashback asked again when it is out of date), and a placed order
 * goes on to the provider's page (online payment) or to the order with a toast.
 */
export function usePlaceOrder(checkout: Checkout) {
  const { t, lang } = useT();
  const { submit, sending } = useSubmitOrder();
  const toast = useToast();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const startPayment = useStartPayment();
  const { settings, problems, serviceType, branch } = checkout;

  const shown = (section: CheckoutSection) => shownProblem(problems, section, attempted);

  async function confirm() {
    setAttempted(true);
    setSendError(null);
    const first = SECTIONS.find((section) => problems[section]);
    if (first) {
      const element = document.getElementById(sectionElementId(first, serviceType));
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
      later: checkout.later,
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
    // Sent, not confirmed (issue 19): the restaurant has yet to accept it; the order page says when.
    toast({ kind: 'success', title: t('checkout.sentTitle'), text: t('checkout.sentText') });
    navigate(orderPath, { replace: true });
  }

  return { shown, confirm, sending, sendError, placed, redirecting };
}
