import { apiErrorText, useT } from '@dastarkhan/client';
import { CARD_NAME_MAX } from '@dastarkhan/domain/client';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { safeBackPath } from '../../lib/back-path';
import { useHydrated } from '../../lib/use-hydrated';
import {
  cardDigits,
  cardNumberProblem,
  expiryDigits,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  nextExpiry,
} from './card-input';
import { CardsUnavailable } from './cards-states';
import { createCard } from './create-card';
import { PaymeNote } from './payme-note';
import { rememberPendingCard } from './pending-card';
import '../../styles/cards.css';

const PAYME_OFFER = 'https://cdn.payme.uz/terms/main.html';

/**
 * `/profile/cards/create`: number, expiry and an optional name. Payme's rules for a card form
 * (their offer, "Powered by Payme", the data is theirs): the inputs have no `name` and the form no
 * `action`, so nothing is ever posted by the browser itself — only the call to our server, which
 * passes the card straight to Payme's tokenisation. `?back=` is where to go once it is confirmed.
 */
export function CardCreateScreen() {
  const { t } = useT();
  const { settings } = useTenant();
  return (
    <AccountGate title={t('cards.createTitle')} skeletonRows={4}>
      {() =>
        settings.cardActive ? (
          <CardForm />
        ) : (
          <section className="account-page cards-page">
            <h1 className="account-title">{t('cards.createTitle')}</h1>
            <CardsUnavailable />
          </section>
        )
      }
    </AccountGate>
  );
}

type Problems = { number?: string; expire?: string; form?: string };

function CardForm() {
  const { t, lang } = useT();
  const id = useId();
  const { authed } = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBackPath(params.get('back'), '/profile/cards');
  const live = useHydrated();
  const [number, setNumber] = useState('');
  const [expire, setExpire] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const numberProblem = cardNumberProblem(number);
    const expireProblem = expiryProblem(expire, new Date());
    if (numberProblem || expireProblem) {
      setProblems({
        number: numberProblem ? t(numberProblem) : undefined,
        expire: expireProblem ? t(expireProblem) : undefined,
      });
      document.getElementById(numberProblem ? `${id}-number` : `${id}-expire`)?.focus();
      return;
    }
    setBusy(true);
    setProblems({});
    const [error, sent] = await authed((api) =>
      createCard(api, {
        number: cardDigits(number),
        expire: expiryDigits(expire),
        ...(name.trim() ? { name: name.trim() } : {}),
      }),
    );
    setBusy(false);
    if (error) {
      if (error.status === 401) return;
      const text = apiErrorText(error, lang, t('cards.createFailed'));
      setProblems(
        error.field === 'number'
          ? { number: text }
          : error.field === 'expire'
            ? { expire: text }
            : { form: text },
      );
      return;
    }
    rememberPendingCard({
      cardId: sent.card.id,
      phone: sent.phone,
      wait: sent.wait,
      sentAt: Date.now(),
      back,
    });
    const query = new URLSearchParams({ id: String(sent.card.id), back });
    navigate(`/profile/cards/confirm?${query}`);
  }

  return (
    <section className="account-page cards-page">
      <Link className="cards-back" to={back}>
        <span aria-hidden="true">←</span>{' '}
        {back.startsWith('/profile/orders/')
          ? t('cards.backToOrder')
          : back === '/profile/cards'
            ? t('cards.back')
            : t('cards.backElsewhere')}
      </Link>
      <h1 className="account-title">{t('cards.createTitle')}</h1>
      <p className="cards-lead">{t('cards.createLead')}</p>
      <form className="account-card cards-form" onSubmit={submit} noValidate>
        <Field
          id={`${id}-number`}
          label={t('cards.number')}
          error={problems.number}
          input={{
            value: formatCardNumber(number),
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            placeholder: '0000 0000 0000 0000',
            maxLength: 19,
            className: 'cards-input-number',
            onChange: (value) => {
              setNumber(cardDigits(value));
              setProblems((p) => ({ ...p, number: undefined, form: undefined }));
            },
          }}
        />
        <div className="cards-form-row">
          <Field
            id={`${id}-expire`}
            label={t('cards.expire')}
            hint={t('cards.expireFormat')}
            error={problems.expire}
            input={{
              value: formatExpiry(expire),
              inputMode: 'numeric',
              autoComplete: 'cc-exp',
              placeholder: t('cards.expireFormat'),
              maxLength: 5,
              onChange: (value) => {
                setExpire(nextExpiry(expire, value));
                setProblems((p) => ({ ...p, expire: undefined, form: undefined }));
              },
            }}
          />
          <Field
            id={`${id}-name`}
            label={t('cards.name')}
            hint={t('cards.optional')}
            input={{
              value: name,
              autoComplete: 'off',
              placeholder: t('cards.namePlaceholder'),
              maxLength: CARD_NAME_MAX,
              onChange: setName,
            }}
          />
        </div>
        {problems.form && (
          <p className="form-error" role="alert">
            {problems.form}
          </p>
        )}
        <button type="submit" className="button button-primary cards-submit" disabled={busy || !live}>
          {busy ? t('cards.sending') : t('cards.submit')}
        </button>
        <PaymeNote offerUrl={PAYME_OFFER} />
      </form>
    </section>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  input,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  input: {
    value: string;
    inputMode?: 'numeric';
    autoComplete: string;
    placeholder: string;
    maxLength: number;
    className?: string;
    onChange: (value: string) => void;
  };
}) {
  return (
    <div className="form-field cards-field">
      <label htmlFor={id}>
        {label}
        {hint && <span className="cards-field-hint"> · {hint}</span>}
      </label>
      {/* No `name`: Payme's card form rules (nothing a browser could post or remember as a form field). */}
      <input
        id={id}
        type="text"
        value={input.value}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        placeholder={input.placeholder}
        maxLength={input.maxLength}
        className={input.className}
        onChange={(event) => input.onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
