import { apiErrorText, formatLocalPhone, localDigits, useT } from '@dastarkhan/client';
import {
  APPLICANT_NAME_MAX,
  APPLICATION_MESSAGE_MAX,
  isContactPhone,
  textProblem,
} from '@dastarkhan/domain/client';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useApi, useSession } from '../../app/session/use-session';
import { applyForVacancy } from './apply-for-vacancy';
// The form fields' look (.form-field, .form-error) shared with the account screens.
import '../../app/session/account.css';

type Field = 'name' | 'phone' | 'message';

/**
 * `/vacancy/:id`'s application (decision 015): name, phone and a few words. Guests may apply; a
 * signed-in customer finds their name and phone filled in. The same rules as the server's are
 * checked first, and the server's refusal (a repeat, a limit) is shown in the page's language.
 */
export function VacancyApplyForm({ vacancyId }: { vacancyId: number }) {
  const { t, lang } = useT();
  const { api, authed } = useApi();
  const session = useSession();
  const id = useId();
  const [name, setName] = useState('');
  const [digits, setDigits] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  // The browser knows who is here only after hydration: fill what is still empty, once.
  const user = session.status === 'user' ? session.session.user : null;
  useEffect(() => {
    if (!user) return;
    setName((current) => current || [user.firstName, user.lastName].filter(Boolean).join(' '));
    setDigits((current) => current || (user.phone ? localDigits(user.phone) : ''));
  }, [user]);

  function problem(): { field: Field; text: string } | null {
    const nameProblem = textProblem(name, APPLICANT_NAME_MAX, true);
    if (nameProblem) return { field: 'name', text: t(`msg.${nameProblem}`, { max: APPLICANT_NAME_MAX }) };
    if (!isContactPhone(`998${digits}`)) return { field: 'phone', text: t('msg.PHONE_INVALID') };
    const messageProblem = textProblem(message, APPLICATION_MESSAGE_MAX, false);
    if (messageProblem)
      return { field: 'message', text: t(`msg.${messageProblem}`, { max: APPLICATION_MESSAGE_MAX }) };
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = problem();
    if (found) {
      setError(found);
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const input = { name, phone: `998${digits}`, message };
    // A guest's call goes without a token; a signed-in one's 401 logs out (spec §8).
    const [failure, created] = user
      ? await authed((client) => applyForVacancy(client, vacancyId, input))
      : await applyForVacancy(api, vacancyId, input);
    setSending(false);
    if (failure || !created) {
      if (failure?.status === 401 && user) return;
      setError({ text: apiErrorText(failure, lang, t('vacancyApply.failed')), field: failure?.field });
      return;
    }
    setSent(true);
  }

  const errorId = `${id}-error`;
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': error?.field === field ? true : undefined,
    'aria-describedby': error?.field === field ? errorId : undefined,
  });

  return (
    <section className="vacancy-apply" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('vacancyApply.title')}</h2>
      {sent ? (
        <p className="vacancy-apply-sent" role="status">
          <span aria-hidden="true" className="vacancy-apply-check">
            ✓
          </span>
          {t('vacancyApply.sent')}
        </p>
      ) : (
        <form className="vacancy-apply-form" onSubmit={submit} noValidate>
          <p className="vacancy-apply-intro">{t('vacancyApply.intro')}</p>
          <label className="form-field" htmlFor={`${id}-name`}>
            <span>{t('vacancyApply.name')}</span>
            <input
              {...fieldProps('name')}
              value={name}
              autoComplete="name"
              maxLength={APPLICANT_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label className="form-field" htmlFor={`${id}-phone`}>
            <span>{t('vacancyApply.phone')}</span>
            <input
              {...fieldProps('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+998 (__) ___-__-__"
              value={formatLocalPhone(digits)}
              onChange={(e) => setDigits(localDigits(e.target.value))}
            />
          </label>
          <label className="form-field" htmlFor={`${id}-message`}>
            <span>
              {t('vacancyApply.message')}{' '}
              <span className="vacancy-apply-optional">({t('form.optional')})</span>
            </span>
            <textarea
              {...fieldProps('message')}
              rows={4}
              value={message}
              maxLength={APPLICATION_MESSAGE_MAX}
              placeholder={t('vacancyApply.messagePlaceholder')}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          {error && (
            <p id={errorId} className="form-error" role="alert">
              {error.text}
            </p>
          )}
          <button type="submit" className="button button-primary" aria-disabled={sending}>
            {sending ? t('vacancyApply.sending') : t('vacancyApply.send')}
          </button>
        </form>
      )}
    </section>
  );
}
