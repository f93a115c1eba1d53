import { useT } from '@dastarkhan/client';
import { ADDRESS_TEXT_MAX, formatSom, ORDER_TEXT_MAX, pickText } from '@dastarkhan/domain/client';
import { useId } from 'react';
import { Link } from 'react-router';
import { AddressIcon, streetLine, TextField, TypeSwitch } from '../addresses/index';
import { Icon } from '../branches/index';
import type { DoorDetails } from './checkout-draft';
import { CheckoutSection } from './checkout-section';
import type { Checkout } from './use-checkout';
import type { ProblemText } from './validate-checkout';

const BACK = encodeURIComponent('/checkout');

/**
 * Where to deliver: the address (a saved one or a point on the map), what the courier needs at
 * the door (spec §3 details), the branch it comes from and its delivery price.
 */
/** Refusals of the tariff call that are about this address, not a failure to ask again. */
const REFUSED_HERE = new Set(['OUT_OF_SERVICE_ZONE', 'ZONE_MIN_ORDER']);

export function DeliverySection({ checkout, problem }: { checkout: Checkout; problem: ProblemText | null }) {
  const { t, lang } = useT();
  const id = useId();
  const { address, draft, update, branch, tariff } = checkout;
  const details = draft.details;
  const set = (field: keyof DoorDetails) => (value: string) =>
    update((current) => ({ details: { ...current.details, [field]: value } }));
  const field = (name: keyof Omit<DoorDetails, 'type'>, label: string, maxLength: number, extra = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={details[name]}
      onChange={set(name)}
      maxLength={maxLength}
      {...extra}
    />
  );
  const street = address ? streetLine(address) : '';

  return (
    <CheckoutSection id="co-address" title={t('checkout.address')}>
      {address ? (
        <div className="co-address">
          <span className="co-address-icon" aria-hidden="true">
            <Icon name="pin" size={22} />
          </span>
          <span className="co-address-text">
            <span className="co-address-name">{address.name}</span>
            {street && street !== address.name && <span className="co-muted">{street}</span>}
          </span>
        </div>
      ) : null}
      <div className="co-address-actions">
        <Link
          to={`/choose-address?back=${BACK}`}
          className="button co-small-button"
          onClick={() => update({ addressSource: 'SAVED' })}
        >
          <AddressIcon name="HOUSE" size={20} />
          {t('checkout.savedAddresses')}
        </Link>
        <Link to="/address/delivery" className="button co-small-button">
          <Icon name="map" size={20} />
          {t('checkout.onMap')}
        </Link>
      </div>

      {/* Right under the address it is about, not after the door details. */}
      {problem && (
        <p className="form-error co-problem" role="alert">
          {problem === 'msg.ZONE_MIN_ORDER' && tariff.error?.message
            ? pickText(tariff.error.message, lang)
            : t(problem)}
        </p>
      )}
      {address && branch && !REFUSED_HERE.has(tariff.error?.code ?? '') && (
        <p className="co-tariff" aria-live="polite">
          <span>{t('checkout.deliveredFrom', { name: pickText(branch.name, lang) })}</span>
          {tariff.status === 'loading' && tariff.price === null ? (
            <span className="co-muted">{t('checkout.tariffLoading')}</span>
          ) : tariff.price !== null ? (
            <strong>{formatSom(tariff.price, lang)}</strong>
          ) : null}
        </p>
      )}
      {tariff.status === 'error' && !REFUSED_HERE.has(tariff.error?.code ?? '') && tariff.price !== null && (
        <p className="co-note">
          {t('checkout.tariffFailed')}{' '}
          <button type="button" className="co-link-button" onClick={tariff.retry}>
            {t('checkout.tariffRetry')}
          </button>
        </p>
      )}
      {problem === 'checkout.tariffFailed' && (
        <button type="button" className="button co-small-button" onClick={tariff.retry}>
          {t('checkout.tariffRetry')}
        </button>
      )}

      {address && (
        <div className="co-details">
          <TypeSwitch
            id={`${id}-type`}
            value={details.type}
            onChange={(type) => update((current) => ({ details: { ...current.details, type } }))}
          />
          {details.type === 'APARTMENT' && (
            <div className="addr-row">
              {field('office', t('addresses.office'), ADDRESS_TEXT_MAX.office)}
              {field('entrance', t('addresses.entrance'), ADDRESS_TEXT_MAX.entrance, {
                inputMode: 'numeric',
              })}
              {field('floor', t('addresses.floor'), ADDRESS_TEXT_MAX.floor, { inputMode: 'numeric' })}
              {field('domophone', t('addresses.domophone'), ADDRESS_TEXT_MAX.domophone)}
            </div>
          )}
          {field('description', t('checkout.description'), 200, {
            placeholder: t('checkout.descriptionPlaceholder'),
          })}
          {field('comment', t('checkout.addressComment'), 500, {
            placeholder: t('checkout.addressCommentPlaceholder'),
          })}
          <TextField
            id={`${id}-courier`}
            label={t('checkout.courierComment')}
            value={draft.courierComment}
            onChange={(courierComment) => update({ courierComment })}
            maxLength={ORDER_TEXT_MAX.courierComment}
            placeholder={t('checkout.courierCommentPlaceholder')}
            multiline
          />
        </div>
      )}
    </CheckoutSection>
  );
}
