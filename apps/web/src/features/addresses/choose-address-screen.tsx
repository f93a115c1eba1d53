import { useT } from '@dastarkhan/client';
import type { Address } from '@dastarkhan/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { safeBackPath } from '../../lib/back-path';
import type { CreatedAddressState } from './address-form';
import { AddressIcon } from './address-icons';
import { AddressSummary } from './address-summary';
import { AddressesEmpty, AddressesFailed, AddressesSkeleton } from './addresses-states';
import { getChosenAddress, setChosenAddress } from './chosen-address';
import { useAddresses } from './use-addresses';
import '../../styles/addresses.css';

/** `/choose-address`: pick the saved address to deliver to (checkout reads it), or add one. */
export function ChooseAddressScreen() {
  const { t } = useT();
  return <AccountGate title={t('addresses.chooseTitle')}>{() => <ChooseAddress />}</AccountGate>;
}

function ChooseAddress() {
  const { t } = useT();
  const { merchant } = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { state, reload } = useAddresses();
  const id = useId();
  // The address just added on the create screen, else the one chosen before.
  const [chosenId, setChosenId] = useState<number | null>(
    () =>
      (location.state as CreatedAddressState | null)?.addressId ?? getChosenAddress(merchant.id)?.id ?? null,
  );
  const [missing, setMissing] = useState(false);

  const addresses = state.status === 'ready' ? state.data : [];
  // A single address needs no choosing; a stale id (deleted elsewhere) selects nothing.
  const selected =
    addresses.find((a) => a.id === chosenId) ?? (addresses.length === 1 ? addresses[0] : undefined);
  // Adding comes back here with this page's own `?back=` intact.
  const createHref = `/profile/address/create?back=${encodeURIComponent(location.pathname + location.search)}`;

  function choose(address: Address | undefined, event: FormEvent) {
    event.preventDefault();
    if (!address) {
      setMissing(true);
      return;
    }
    setChosenAddress({
      id: address.id,
      name: address.name,
      latitude: address.latitude,
      longitude: address.longitude,
      merchantId: merchant.id,
    });
    navigate(safeBackPath(params.get('back'), '/checkout'));
  }

  const addLink = (primary: boolean) => (
    <Link to={createHref} className={`button addr-add${primary ? ' button-primary' : ''}`}>
      <AddressIcon name="plus" size={20} />
      {t('addresses.addNew')}
    </Link>
  );

  return (
    <section className="account-page addr-page">
      <h1 className="account-title">{t('addresses.chooseTitle')}</h1>
      {state.status === 'loading' && <AddressesSkeleton />}
      {state.status === 'error' && <AddressesFailed error={state.error} onRetry={() => void reload()} />}
      {state.status === 'ready' && addresses.length === 0 && <AddressesEmpty>{addLink(true)}</AddressesEmpty>}
      {state.status === 'ready' && addresses.length > 0 && (
        <form className="addr-choose" onSubmit={(event) => choose(selected, event)} noValidate>
          <fieldset className="addr-fieldset" aria-describedby={missing ? `${id}-missing` : undefined}>
            <legend className="visually-hidden">{t('addresses.list')}</legend>
            <div className="addr-list">
              {addresses.map((address) => (
                <label key={address.id} className="account-card addr-card addr-choice">
                  <AddressSummary address={address} />
                  <input
                    type="radio"
                    name={`${id}-address`}
                    value={address.id}
                    checked={selected?.id === address.id}
                    onChange={() => {
                      setChosenId(address.id);
                      setMissing(false);
                    }}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          {missing && (
            <p id={`${id}-missing`} className="form-error" role="alert">
              {t('msg.NO_ADDRESS')}
            </p>
          )}
          <button type="submit" className="button button-primary">
            {t('addresses.use')}
          </button>
          {addLink(false)}
        </form>
      )}
    </section>
  );
}
