import { useT } from '@dastarkhan/client';
import { AccountGate } from '../../app/session/account-gate';
import { DeleteAccount } from './delete-account';
import { PersonalForm } from './personal-form';
import { PhoneChange } from './phone-change';
import { PhotoEditor } from './photo-editor';
import '@dastarkhan/client/login.css';
import './profile.css';

/** `/profile/user`: personal information, photo, phone change and account deletion. */
export function ProfileUser() {
  const { t } = useT();
  return (
    <AccountGate title={t('account.personal')} skeletonRows={5}>
      {({ user }) => (
        <section className="account-page">
          <h1 className="account-title">{t('account.personal')}</h1>
          <PhotoEditor user={user} />
          <PersonalForm key={user.lastModifiedDate} user={user} />
          <PhoneChange user={user} />
          <DeleteAccount />
        </section>
      )}
    </AccountGate>
  );
}
