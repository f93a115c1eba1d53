import { localDigits, PhoneField, useT } from '@dastarkhan/client';
import { ORDER_TEXT_MAX } from '@dastarkhan/domain/client';
import { useId } from 'react';
import { TextField } from '../addresses/index';
import { CheckoutSection } from './checkout-section';
import type { Checkout } from './use-checkout';
import type { ProblemText } from './validate-checkout';

/** The order's note and the receipt by SMS (to the customer's own phone unless they change it). */
export function ExtrasSection({
  checkout,
  problem,
  ownPhone,
}: {
  checkout: Checkout;
  problem: ProblemText | null;
  /** The customer's phone, 998XXXXXXXXX, offered first for the receipt. */
  ownPhone: string | null;
}) {
  const { t } = useT();
  const id = useId();
  const { draft, update } = checkout;
  return (
    <CheckoutSection id="co-cheque" title={t('checkout.extras')}>
      <TextField
        id={`${id}-comment`}
        label={t('checkout.comment')}
        value={draft.comment}
        onChange={(comment) => update({ comment })}
        maxLength={ORDER_TEXT_MAX.comment}
        placeholder={t('checkout.commentPlaceholder')}
        multiline
      />
      <label className="co-check">
        <input
          type="checkbox"
          checked={draft.sendCheque}
          onChange={(event) => {
            const sendCheque = event.target.checked;
            update((current) => ({
              sendCheque,
              sendChequePhone: current.sendChequePhone || localDigits(ownPhone ?? ''),
            }));
          }}
        />
        <span>{t('checkout.sendCheque')}</span>
      </label>
      {draft.sendCheque && (
        <PhoneField
          label={t('checkout.chequePhone')}
          digits={draft.sendChequePhone}
          onDigits={(sendChequePhone) => update({ sendChequePhone })}
          error={problem ? t(problem) : null}
        />
      )}
    </CheckoutSection>
  );
}
