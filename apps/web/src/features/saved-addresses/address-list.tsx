import type { Address } from '@dastarkhan/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { AccountGate } from '../session/account-gate';
import { apiErrorText } from '../session/api-error-text';
import { useToast } from '../toasts/toast-provider';
import { addressLine, useAddresses } from './use-addresses';
import './addresses.css';

/** `/profile/address`: saved addresses, delete with a confirmation, add a new one. */
export function AddressList() {
  const { t } = useT();
  return <AccountGate title={t('addresses.title')}>{() => <Addresses />}</AccountGate>;
}

function Addresses() {
  const { t, lang } = useT();
  const toast = useToast();
  const { state, reload, remove } = useAddresses();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Address | null>(null);

  async function confirmDelete() {
    if (!pending) return;
    const error = await remove(pending.id);
    dialog.current?.close();
    setPending(null);
    if (error) {
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('addresses.failed')) });
    } else toast({ kind: 'success', text: t('addresses.deleted') });
  }

  return (
    <section className="account-page">
      <h1 className="account-title">{t('addresses.title')}</h1>
      {state.status === 'loading' && (
        <div aria-hidden="true">
          <div className="skeleton account-skeleton-row" />
          <div className="skeleton account-skeleton-row" />
        </div>
      )}
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
          <ul className="address-list" aria-label={t('addresses.list')}>
            {state.addresses.map((address) => (
              <li key={address.id} className="account-card address-item">
                <span className="address-icon" aria-hidden="true">
                  {address.type === 'APARTMENT' ? '🏢' : '🏠'}
                </span>
                <span className="address-text">
                  <span className="address-name">{address.name}</span>
                  <span className="address-line">{addressLine(address, t)}</span>
                </span>
                <button
                  type="button"
                  className="address-delete"
                  aria-label={t('addresses.delete', { name: address.name })}
                  onClick={() => {
                    setPending(address);
                    dialog.current?.showModal();
                  }}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        ))}
      <Link to="/profile/address/create" className="button button-primary">
        {t('addresses.add')}
      </Link>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-label={t('addresses.delete', { name: pending?.name ?? '' })}
      >
        <p>{t('addresses.deleteConfirm', { name: pending?.name ?? '' })}</p>
        <div className="confirm-dialog-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('addresses.cancel')}
          </button>
          <button type="button" className="button button-danger" onClick={() => void confirmDelete()}>
            {t('addresses.delete', { name: pending?.name ?? '' })}
          </button>
        </div>
      </dialog>
    </section>
  );
}
