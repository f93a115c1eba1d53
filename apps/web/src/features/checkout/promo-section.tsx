import { apiErrorText, useT } from '@dastarkhan/client';
import { formatSom, ORDER_TEXT_MAX } from '@dastarkhan/domain/client';
import { useId, useState } from 'react';
import { useApi } from '../../app/session/use-session';
import { checkPromo } from './check-promo';
import { CheckoutSection } from './checkout-section';
import type { Checkout } from './use-checkout';

/**
 * A promo code (tenant switch promoActive): checked by the server against the products after
 * their own discounts; its terms then price the order here, and a basket that drops below the
 * promo's minimum is told so (the code is not sent then).
 */
export function PromoSection({ checkout }: { checkout: Checkout }) {
  const { t, lang } = useT();
  const { api } = useApi();
  const id = useId();
  const { draft, update, pricing } = checkout;
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applied = draft.promo;
  const outcome = pricing.promo;
  const { totals } = pricing;

  async function apply() {
    const wanted = code.trim();
    if (!wanted || checking) return;
    setChecking(true);
    setError(null);
    const [failure, promo] = await checkPromo(api, wanted, totals.productPrice - totals.productDiscount);
    setChecking(false);
    if (failure) {
      setError(apiErrorText(failure, lang, t('checkout.promoFailed')));
      return;
    }
    const { createdDate: _c, lastModifiedDate: _m, ...terms } = promo;
    update({ promo: terms });
    setCode('');
  }

  const refusal =
    applied && outcome && !outcome.ok
      ? t(`msg.${outcome.reason}`, { minPrice: formatSom(applied.minPrice, lang) })
      : null;

  return (
    <CheckoutSection id="co-promo" title={t('checkout.promo')}>
      {applied ? (
        <div className="co-applied">
          <span className="co-applied-text">
            <strong>{t('checkout.promoApplied', { code: applied.code })}</strong>
            {outcome?.ok && outcome.productDiscount + outcome.deliveryDiscount > 0 && (
              <span className="co-discount">
                −{formatSom(outcome.productDiscount + outcome.deliveryDiscount, lang)}
              </span>
            )}
          </span>
          <button
            type="button"
            className="co-icon-button"
            aria-label={t('checkout.promoRemove', { code: applied.code })}
            onClick={() => update({ promo: null })}
          >
            ×
          </button>
        </div>
      ) : (
        <div className="co-inline-form">
          <label className="visually-hidden" htmlFor={`${id}-code`}>
            {t('checkout.promo')}
          </label>
          <input
            id={`${id}-code`}
            className="co-input"
            value={code}
            maxLength={ORDER_TEXT_MAX.promoCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('checkout.promoPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            // Enter applies the code; it must not send the whole order.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
          />
          <button
            type="button"
            className="button"
            onClick={() => void apply()}
            disabled={checking || !code.trim()}
          >
            {checking ? t('checkout.promoChecking') : t('checkout.promoApply')}
          </button>
        </div>
      )}
      {(error || refusal) && (
        <p id={`${id}-error`} className="form-error co-problem" role="alert">
          {error ?? refusal}
        </p>
      )}
    </CheckoutSection>
  );
}
