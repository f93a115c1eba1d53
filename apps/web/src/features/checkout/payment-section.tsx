import { useT } from '@dastarkhan/client';
import type { PaymentType } from '@dastarkhan/domain';
import { PaymentLogo } from '../../components/payment-logo';
import { CheckoutSection, ChoiceRadio } from './checkout-section';
import type { Checkout } from './use-checkout';
import type { ProblemText } from './validate-checkout';

type Payable = 'CASH' | 'TERMINAL' | 'PAYME' | 'CLICK' | 'UZUM';
const LABEL = {
  CASH: 'checkout.pay.CASH',
  TERMINAL: 'checkout.pay.TERMINAL',
  PAYME: 'checkout.pay.PAYME',
  CLICK: 'checkout.pay.CLICK',
  UZUM: 'checkout.pay.UZUM',
} as const satisfies Record<Payable, string>;
const HINT = {
  CASH: 'checkout.pay.hint.CASH',
  TERMINAL: 'checkout.pay.hint.TERMINAL',
  PAYME: 'checkout.pay.hint.ONLINE',
  CLICK: 'checkout.pay.hint.ONLINE',
  UZUM: 'checkout.pay.hint.ONLINE',
} as const satisfies Record<Payable, string>;

const isPayable = (type: PaymentType): type is Payable => type in LABEL;

/**
 * How the customer pays: the types the server offers in this channel (spec §3 merchant payment
 * settings). Online ones lead to the provider's page once the order is placed (use-place-order).
 */
export function PaymentSection({ checkout, problem }: { checkout: Checkout; problem: ProblemText | null }) {
  const { t } = useT();
  const { paymentTypes, paymentType, update } = checkout;
  return (
    <CheckoutSection id="co-payment" title={t('checkout.payment')} problem={problem && t(problem)}>
      <fieldset className="co-fieldset">
        <legend className="visually-hidden">{t('checkout.payment')}</legend>
        {checkout.paymentTypesLoading && (
          // The server's list for this channel is on its way: rows of the same size, no spinner.
          <div className="co-options" role="status">
            <span className="visually-hidden">{t('payments.methodsLoading')}</span>
            <div className="skeleton co-pay-skeleton" aria-hidden="true" />
            <div className="skeleton co-pay-skeleton" aria-hidden="true" />
          </div>
        )}
        <div className="co-options">
          {paymentTypes.filter(isPayable).map((type) => (
            <ChoiceRadio
              key={type}
              name="co-payment"
              value={type}
              checked={paymentType === type}
              onChange={() => update({ paymentType: type })}
            >
              <PaymentLogo type={type} />
              <span className="co-option-text">
                <span className="co-option-title">{t(LABEL[type])}</span>
                <span className="co-muted">{t(HINT[type])}</span>
              </span>
            </ChoiceRadio>
          ))}
        </div>
      </fieldset>
    </CheckoutSection>
  );
}
