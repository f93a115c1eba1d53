import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { PaymentLogo } from '../../components/payment-logo';
import { Price } from '../../components/price';
import { cardBrand, cardTail, useCards } from '../cards/index';
import { payWithCard } from './pay-with-card';
import { awaitsOnlinePayment, isOnlinePayment, type OnlinePaymentType } from './payment-kinds';
import { checkingUntil, forgetLeavingToPay } from './payment-return';
import { usePaymentMethods } from './use-payment-methods';
import { useStartPayment } from './use-start-payment';
import '../../styles/cards.css';
import './payments.css';

/**
 * "Pay" on the order page while an online order waits for its money: the provider's page, or a
 * saved card in one tap (when the tenant takes cards). Once the order is paid — by the card's
 * answer here or through the order's live stream (a payment on the provider's page) — a
 * confirmation takes its place.
 */
export function OrderPayment({
  order,
  onPaid,
}: {
  order: OrderDetails;
  onPaid: (order: OrderDetails) => void;
}) {
  const { t } = useT();
  // Seen waiting on this visit: when the money arrives, the panel gives way to a confirmation.
  const waited = useRef(false);
  const awaiting = awaitsOnlinePayment(order);
  if (awaiting) waited.current = true;
  const checking = useReturnFromProvider(order);
  return (
    <>
      {awaiting &&
        (checking === 'checking' ? (
          <CheckingPanel order={order} />
        ) : (
          <PaymentPanel order={order} onPaid={onPaid} late={checking === 'late'} />
        ))}
      {/* Always there, so that screen readers hear the confirmation when it comes. */}
      <div className="pay-slot" role="status">
        {!awaiting && waited.current && order.isPaid && (
          <p className="pay-done">
            <span className="pay-done-mark" aria-hidden="true">
              ✓
            </span>
            {t('payments.paid')}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * 'checking' for a minute after this tab came back from the provider's page (payment-return.ts),
 * then 'late'; 'none' otherwise. The server cannot see the tab's storage: it renders "Pay", the
 * common case, and a returning tab switches to "checking" once the page runs (before hydration
 * the button does nothing).
 */
function useReturnFromProvider(order: OrderDetails): 'none' | 'checking' | 'late' {
  const [state, setState] = useState<'none' | 'checking' | 'late'>('none');
  useEffect(() => {
    if (order.isPaid) {
      forgetLeavingToPay(order.id);
      return;
    }
    const until = checkingUntil(order.id);
    if (!until) return;
    setState('checking');
    const timer = setTimeout(() => {
      forgetLeavingToPay(order.id);
      setState('late');
    }, until - Date.now());
    return () => clearTimeout(timer);
  }, [order.id, order.isPaid]);
  return state;
}

/** The order's own provider: online payment types pay there; anything else was switched from Payme. */
const providerOf = (order: OrderDetails): OnlinePaymentType =>
  isOnlinePayment(order.paymentType) ? order.paymentType : 'PAYME';

/** A pay panel's frame: its title and the amount to pay, then the panel's own content. */
function PanelFrame({
  order,
  title,
  pending = false,
  children,
}: {
  order: OrderDetails;
  title: string;
  pending?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`order-block pay-panel${pending ? ' pay-pending' : ''}`} aria-labelledby={id}>
      <div className="pay-head">
        <h2 id={id} className="order-block-title pay-title">
          {title}
        </h2>
        <Price amount={order.totals.totalPrice} className="pay-amount" />
      </div>
      {children}
    </section>
  );
}

function CheckingPanel({ order }: { order: OrderDetails }) {
  const { t } = useT();
  const provider = t(`payments.provider.${providerOf(order)}`);
  return (
    <PanelFrame order={order} title={t('payments.checking')} pending>
      <p className="pay-text">{t('payments.checkingText', { provider })}</p>
      <div className="pay-checking-bar skeleton" aria-hidden="true" />
    </PanelFrame>
  );
}

function PaymentPanel({
  order,
  onPaid,
  late,
}: {
  order: OrderDetails;
  onPaid: (order: OrderDetails) => void;
  /** Back from the provider's page a while ago, and still no payment. */
  late: boolean;
}) {
  const { t, lang } = useT();
  const id = useId();
  const { settings } = useTenant();
  const { authed } = useApi();
  const toast = useToast();
  const startPayment = useStartPayment();
  const cards = useCards(settings.cardActive);
  const [busy, setBusy] = useState<OnlinePaymentType | number | null>(null);
  const provider = providerOf(order);
  const providerName = t(`payments.provider.${provider}`);
  const here = `/profile/orders/${order.id}`;
  // The tenant's other online providers: a way out when the order's own cannot be reached.
  const others = (usePaymentMethods() ?? []).filter(
    (type): type is OnlinePaymentType => isOnlinePayment(type) && type !== provider,
  );

  async function payOnline(chosen: OnlinePaymentType) {
    setBusy(chosen);
    const error = await startPayment(order.id, {
      returnPath: here,
      ...(chosen === provider ? {} : { provider: chosen }),
    });
    // On success the browser is leaving for the provider; the button stays busy until it has.
    if (!error) return;
    setBusy(null);
    if (error.status !== 401) toast({ kind: 'error', text: apiErrorText(error, lang, t('payments.failed')) });
  }

  async function payCard(cardId: number) {
    setBusy(cardId);
    const [error, paid] = await authed((api) => payWithCard(api, cardId, order.id));
    setBusy(null);
    if (error) {
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('payments.cardFailed')) });
      return;
    }
    // The confirmation takes the panel's place (OrderPayment).
    onPaid(paid);
  }

  return (
    <PanelFrame order={order} title={t('payments.awaiting')}>
      <p className="pay-text">
        {late
          ? t('payments.notReceived', { provider: providerName })
          : t('payments.awaitingText', { provider: providerName })}
      </p>
      <button
        type="button"
        className={`button button-primary pay-button pay-button-${provider}`}
        disabled={busy !== null}
        onClick={() => void payOnline(provider)}
      >
        {busy === provider
          ? t('payments.opening', { provider: providerName })
          : t('payments.payWith', { provider: providerName })}
      </button>
      {others.length > 0 && (
        <div className="pay-others">
          <span className="pay-others-label" id={`${id}-others`}>
            {t('payments.otherWays')}
          </span>
          <ul className="pay-others-list" aria-labelledby={`${id}-others`}>
            {others.map((other) => (
              <li key={other}>
                {/* Named by its visible word (the mark is hidden): the list's label says "other ways". */}
                <button
                  type="button"
                  className="button pay-other"
                  disabled={busy !== null}
                  onClick={() => void payOnline(other)}
                >
                  <PaymentLogo type={other} />
                  {busy === other ? t('payments.openingShort') : t(`payments.provider.${other}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {settings.cardActive && (
        <div className="pay-cards">
          {cards.state.status === 'loading' && (
            <div className="skeleton pay-card-skeleton" role="status">
              <span className="visually-hidden">{t('payments.cardsLoading')}</span>
            </div>
          )}
          {cards.state.status === 'ready' && cards.state.data.length > 0 && (
            <ul className="pay-card-list" aria-label={t('payments.cards')}>
              {cards.state.data.map((card) => (
                <li key={card.id}>
                  <button
                    type="button"
                    className="button pay-card"
                    disabled={busy !== null}
                    onClick={() => void payCard(card.id)}
                  >
                    <span
                      className={`cards-chip cards-chip-${cardBrand(card.number)} pay-chip`}
                      aria-hidden="true"
                    >
                      {t(`cards.brand.${cardBrand(card.number)}`)}
                    </span>
                    <span className="pay-card-text">
                      {busy === card.id
                        ? t('payments.paying')
                        : t('payments.payCard', { tail: cardTail(card.number) })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link className="pay-add-card" to={`/profile/cards/create?${new URLSearchParams({ back: here })}`}>
            <span aria-hidden="true">+</span> {t('payments.addCard')}
          </Link>
        </div>
      )}
    </PanelFrame>
  );
}
