import { useT } from '@dastarkhan/client';
import { formatSom } from '@dastarkhan/domain/client';
import { useState } from 'react';
import { CashbackDialog } from './cashback-dialog';
import { CheckoutSection } from './checkout-section';
import type { Checkout } from './use-checkout';

/** Cashback (tenant switch cashbackActive): the balance, and paying part of the order with it. */
export function CashbackSection({ checkout }: { checkout: Checkout }) {
  const { t, lang } = useT();
  const { cashback, draft, update, pricing } = checkout;
  const [open, setOpen] = useState(false);
  const balance = cashback.balance;
  const used = pricing.totals.cashback;
  // What is left to pay before cashback: the most the dialog lets the customer spend.
  const max = Math.min(balance ?? 0, pricing.totals.totalPrice + used);

  return (
    <CheckoutSection id="co-cashback" title={t('checkout.cashback')}>
      {balance === null ? (
        <div className="co-skeleton-row skeleton" role="status" aria-label={t('checkout.cashbackLoading')} />
      ) : balance <= 0 ? (
        <p className="co-muted co-flat">{t('checkout.cashbackEmpty')}</p>
      ) : (
        <>
          <p className="co-flat">{t('checkout.cashbackBalance', { amount: formatSom(balance, lang) })}</p>
          {used > 0 ? (
            <div className="co-applied">
              <span className="co-applied-text">
                <strong>{t('checkout.cashbackApplied', { amount: formatSom(used, lang) })}</strong>
              </span>
              <span className="co-applied-actions">
                <button type="button" className="co-link-button" onClick={() => setOpen(true)}>
                  {t('checkout.cashbackChange')}
                </button>
                <button type="button" className="co-link-button" onClick={() => update({ cashback: 0 })}>
                  {t('checkout.cashbackRemove')}
                </button>
              </span>
            </div>
          ) : (
            <button
              type="button"
              className="button co-small-button"
              onClick={() => setOpen(true)}
              disabled={max <= 0}
            >
              {t('checkout.cashbackUse')}
            </button>
          )}
        </>
      )}
      <CashbackDialog
        open={open}
        max={max}
        initial={draft.cashback}
        onApply={(amount) => {
          update({ cashback: amount });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </CheckoutSection>
  );
}
