import { useT } from '@dastarkhan/client';
import type { TablePlace } from '@dastarkhan/domain';
import { formatSom } from '@dastarkhan/domain/client';
import { Link } from 'react-router';
import { sessionStore } from '../../app/session/session-store';
import { useSession } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { type BasketLine, basketTotals } from '../basket/index';
import { CheckoutForm } from './checkout-form';
import { OrderItems } from './order-summary';
import { useCheckoutProducts } from './use-checkout-products';
import '../../styles/addresses.css';
import '../../styles/point-field.css';
import '../../styles/branches.css';
import '../../app/session/account.css';
import './checkout.css';

/**
 * `/checkout`: the basket and the session live in the browser, so the server sends the frame and
 * a skeleton; then an empty basket, the guest notice (spec §6; the basket survives the login),
 * or the form.
 */
export function CheckoutScreen({ table }: { table: TablePlace | null }) {
  const { t } = useT();
  const { merchant } = useTenant();
  const state = useSession();
  const basket = useCheckoutProducts(merchant.id);
  const { lines, status } = basket;

  let body: React.ReactNode;
  if (status === 'empty') body = <EmptyCheckout />;
  else if (state.status === 'guest' && status !== 'loading') body = <GuestCheckout lines={lines} />;
  else if (state.status === 'user' && status === 'ready')
    body = <CheckoutForm basket={basket} session={state.session} table={table} />;
  else body = <CheckoutSkeleton />;

  return (
    <div className="co-page">
      <h1 className="co-title">
        {t('checkout.title')}
        {lines.length > 0 && status !== 'empty' && (
          <span className="co-title-count">{t('basket.summary', { count: basketTotals(lines).count })}</span>
        )}
      </h1>
      {body}
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useT();
  return (
    <div className="co-card co-empty">
      <h2 className="co-card-title">{t('checkout.emptyTitle')}</h2>
      <p className="co-muted co-flat">{t('checkout.emptyText')}</p>
      <Link to="/" className="button button-primary">
        {t('basket.toMenu')}
      </Link>
    </div>
  );
}

/** Spec §6 for guests: what logging in gives, and a way back here afterwards. */
function GuestCheckout({ lines }: { lines: readonly BasketLine[] }) {
  const { t, lang } = useT();
  const totals = basketTotals([...lines]);
  return (
    <div className="co-layout">
      <div className="co-main">
        <div className="guest-notice co-guest" role="note">
          <p>
            <strong>{t('guest.notice')}</strong>
            <br />
            {t('checkout.guestText')}
          </p>
          <Link
            className="button button-primary"
            to="/login"
            onClick={() => sessionStore.rememberRedirect('/checkout')}
          >
            {t('checkout.guestLogin')}
          </Link>
        </div>
      </div>
      <aside className="co-aside" aria-labelledby="co-summary-title">
        <section className="co-card co-summary">
          <h2 id="co-summary-title" className="co-card-title">
            {t('checkout.summary')}
          </h2>
          <OrderItems lines={lines} />
          <dl className="co-totals">
            <div className="co-totals-total">
              <dt>{t('checkout.products')}</dt>
              <dd>{formatSom(totals.net, lang)}</dd>
            </div>
          </dl>
        </section>
      </aside>
    </div>
  );
}

/** The page's final frame while the browser reads the basket and the session: no jump when they arrive. */
function CheckoutSkeleton() {
  const { t } = useT();
  return (
    <div className="co-layout" role="status" aria-label={t('checkout.loading')}>
      <div className="co-main">
        <div className="skeleton co-skeleton co-skeleton-service" />
        <div className="skeleton co-skeleton co-skeleton-address" />
        <div className="skeleton co-skeleton co-skeleton-timing" />
        <div className="skeleton co-skeleton co-skeleton-payment" />
      </div>
      <div className="co-aside">
        <div className="skeleton co-skeleton co-skeleton-summary" />
      </div>
    </div>
  );
}
