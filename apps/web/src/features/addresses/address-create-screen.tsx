import { useT } from '@dastarkhan/client';
import { AccountGate } from '../../app/session/account-gate';
import { AddressForm } from './address-form';
import '../../styles/addresses.css';

/** `/profile/address/create`: a new saved address, for signed-in customers. */
export function AddressCreateScreen() {
  const { t } = useT();
  return (
    <AccountGate title={t('addresses.createTitle')} skeletonRows={5}>
      {() => (
        <section className="account-page addr-page">
          <h1 className="account-title">{t('addresses.createTitle')}</h1>
          <AddressForm />
        </section>
      )}
    </AccountGate>
  );
}
