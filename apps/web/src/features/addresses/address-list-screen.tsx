import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { Address } from '@dastarkhan/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { AddressIcon } from './address-icons';
import { AddressSummary } from './address-summary';
import { AddressesEmpty, AddressesFailed, AddressesSkeleton } from './addresses-states';
import { clearChosenAddress, getChosenAddress } from './chosen-address';
import { DeleteAddressDialog } from './delete-address-dialog';
import { useAddresses } from './use-addresses';
import '../../styles/addresses.css';

/** `/profile/address`: the saved addresses, each deletable after a confirmation, and "Add". */
export function AddressListScreen() {
  const { t } = useT();
  return <AccountGate title={t('addresses.title')}>{() => <AddressList />}</AccountGate>;
}

function AddressList() {
  const { t, lang } = useT();
  const { merchant } = useTenant();
  const toast = useToast();
  const { state, reload, remove } = useAddresses();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    const error = await remove(pending.id);
    setBusy(false);
    if (error) {
      setPending(null);
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('addresses.deleteFailed')) });
      return;
    }
    // Checkout must not offer an address that no longer exists.
    if (getChosenAddress(merchant.id)?.id === pending.id) clearChosenAddress();
    setPending(null);
    // The card (and its button) is gone: put the focus somewhere that still exists.
    heading.current?.focus();
    toast({ kind: 'success', text: t('addresses.deleted') });
  }

  const addLink = (
    <Link to="/profile/address/create" className="button button-primary addr-add">
      <AddressIcon name="plus" size={20} />
      {t('addresses.add')}
    </Link>
  );

  return (
    <section className="account-page addr-page">
      <h1 ref={heading} className="account-title" tabIndex={-1}>
        {t('addresses.title')}
      </h1>
      {state.status === 'loading' && <AddressesSkeleton />}
      {state.status === 'error' && <AddressesFailed error={state.error} onRetry={() => void reload()} />}
      {state.status === 'ready' && state.data.length === 0 && <AddressesEmpty>{addLink}</AddressesEmpty>}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <ul className="addr-list" aria-label={t('addresses.list')}>
            {state.data.map((address) => (
              <li key={address.id} className="account-card addr-card">
                <AddressSummary address={address} />
                <button
                  type="button"
                  className="addr-icon-button"
                  aria-label={t('addresses.delete', { name: address.name })}
                  title={t('addresses.deleteAction')}
                  onClick={() => setPending(address)}
                >
                  <AddressIcon name="trash" size={22} />
                </button>
              </li>
            ))}
          </ul>
          {addLink}
        </>
      )}
      <DeleteAddressDialog
        address={pending}
        busy={busy}
        onDismiss={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
