import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { AccountGate } from '../session/account-gate';
import { useTenant } from '../startup/tenant-context';
import { getChosenAddress, safeBackPath, setChosenAddress } from './chosen-address';
import { addressLine, useAddresses } from './use-addresses';
import './addresses.css';

/** `/choose-address`: pick a saved address for the order (checkout reads it), or add one. */
export function ChooseAddress() {
  const { t } = useT();
  return <AccountGate title={t('addresses.chooseTitle')}>{() => <Choices />}</AccountGate>;
}

function Choices() {
  const { t } = useT();
  const { merchant } = useTenant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, reload } = useAddresses();
  const [chosenId, setChosenId] = useState(() => getChosenAddress(merchant.id)?.id ?? null);

  function use(event: FormEvent) {
    event.preventDefault();
    if (state.status !== 'ready') return;
    const address = state.addresses.find((a) => a.id === chosenId);
    if (!address) return;
    setChosenAddress({
      id: address.id,
      name: address.name,
      latitude: address.latitude,
      longitude: address.longitude,
      merchantId: merchant.id,
    });
    navigate(safeBackPath(params.get('back'), '/checkout'));
  }

  return (
    <section className="account-page">
      <h1 className="account-title">{t('addresses.chooseTitle')}</h1>
      {state.status === 'loading' && <div className="skeleton account-skeleton-row" aria-hidden="true" />}
      {state.status === 'error' && (
        <div className="account-card" role="alert">
          <p>{t('addresses.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void reload()}>
            {t('addresses.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.addresses.length === 0 ? (
          <p className="empty-state">{t('addresses.empty')}</p>
        ) : (
          <form onSubmit={use} className="address-form">
            <fieldset className="segmented-field">
              <legend>{t('addresses.list')}</legend>
              <div className="address-list">
                {state.addresses.map((address) => (
                  <label key={address.id} className="account-card address-choice">
                    <input
                      type="radio"
                      name="chosen-address"
                      checked={address.id === chosenId}
                      onChange={() => setChosenId(address.id)}
                    />
                    <span className="address-text">
                      <span className="address-name">{address.name}</span>
                      <span className="address-line">{addressLine(address, t)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="button button-primary" disabled={chosenId === null}>
              {t('addresses.use')}
            </button>
          </form>
        ))}
      <Link to="/profile/address/create?back=/choose-address" className="button">
        {t('addresses.add')}
      </Link>
    </section>
  );
}
