import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { User } from '@dastarkhan/domain';
import { USER_TEXT_MAX } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useState } from 'react';
import { sessionStore } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';

type Gender = 'MALE' | 'FEMALE' | null;

/** Names, email, gender and birthday (spec §2 personal information), saved with PUT users/{id}. */
export function PersonalForm({ user }: { user: User }) {
  const { t, lang } = useT();
  const { authed } = useApi();
  const toast = useToast();
  const id = useId();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [gender, setGender] = useState<Gender>(user.gender ?? null);
  const [birthday, setBirthday] = useState(user.birthday ?? '');
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const [failure, saved] = await authed((api) =>
      api.put<User>(`/users/v1/users/${user.id}`, {
        firstName,
        lastName,
        email,
        gender,
        birthday: birthday || null,
        language: lang,
      }),
    );
    setSaving(false);
    if (failure || !saved) {
      if (failure?.status === 401) return;
      setError({
        text: apiErrorText(failure, lang, t('account.failed')),
        field: failure?.field,
      });
      return;
    }
    sessionStore.updateUser(saved);
    toast({ kind: 'success', text: t('msg.DATA_UPDATED') });
  }

  const describedBy = (field: string) => (error?.field === field ? `${id}-error` : undefined);
  return (
    <form className="account-card profile-form" onSubmit={save} noValidate>
      <label className="form-field">
        <span>{t('account.firstName')}</span>
        <input
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          autoComplete="given-name"
          maxLength={USER_TEXT_MAX.firstName}
          aria-describedby={describedBy('firstName')}
        />
      </label>
      <label className="form-field">
        <span>{t('account.lastName')}</span>
        <input
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          autoComplete="family-name"
          maxLength={USER_TEXT_MAX.lastName}
          aria-describedby={describedBy('lastName')}
        />
      </label>
      <label className="form-field">
        <span>{t('account.email')}</span>
        <input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          maxLength={USER_TEXT_MAX.email}
          aria-invalid={error?.field === 'email' ? true : undefined}
          aria-describedby={describedBy('email')}
        />
      </label>
      <fieldset>
        <legend>{t('account.gender')}</legend>
        {(['MALE', 'FEMALE'] as const).map((value) => (
          <label key={value} className="radio-option">
            <input
              type="radio"
              name={`${id}-gender`}
              value={value}
              checked={gender === value}
              onChange={() => setGender(value)}
            />
            {t(value === 'MALE' ? 'account.male' : 'account.female')}
          </label>
        ))}
      </fieldset>
      <label className="form-field">
        <span>{t('account.birthday')}</span>
        <input
          type="date"
          value={birthday}
          max={today}
          min="1900-01-01"
          onChange={(e) => setBirthday(e.target.value)}
          autoComplete="bday"
          aria-describedby={describedBy('birthday')}
        />
      </label>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error.text}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? t('account.saving') : t('account.save')}
      </button>
    </form>
  );
}
