import { apiErrorText, CodeField, ResendRow, useT, useToast } from '@dastarkhan/client';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useApi } from '../../app/session/use-session';
import { useTenant } from '../../app/startup/tenant-context';
import { safeBackPath } from '../../lib/back-path';
import { useHydrated } from '../../lib/use-hydrated';
import { CardsUnavailable } from './cards-states';
import {
  forgetPendingCard,
  type PendingCard,
  readPendingCard,
  rememberPendingCard,
  secondsUntilResend,
} from './pending-card';
import { resendCardCode } from './resend-card-code';
import { verifyCard } from './verify-card';
import '@dastarkhan/client/login.css';
import '../../styles/cards.css';

/**
 * `/profile/cards/confirm?id=&back=`: the SMS code Payme sent to the card's phone, a resend
 * countdown (the `wait` of the last send), then back to the cards or to the order being paid.
 */
export function CardConfirmScreen() {
  const { t } = useT();
  const { settings } = useTenant();
  return (
    <AccountGate title={t('cards.confirmTitle')}>
      {() =>
        settings.cardActive ? (
          <ConfirmForm />
        ) : (
          <section className="account-page cards-page">
            <h1 className="account-title">{t('cards.confirmTitle')}</h1>
            <CardsUnavailable />
          </section>
        )
      }
    </AccountGate>
  );
}

function useSecondsUntilResend(pending: PendingCard | null) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    setLeft(secondsUntilResend(pending, Date.now()));
    const timer = setInterval(() => setLeft(secondsUntilResend(pending, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  return left;
}

function ConfirmForm() {
  const { t, lang } = useT();
  const { authed } = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cardId = /^\d{1,12}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const back = safeBackPath(params.get('back'), '/profile/cards');
  const [pending, setPending] = useState<PendingCard | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const live = useHydrated();
  const left = useSecondsUntilResend(pending);

  useEffect(() => {
    if (cardId !== null) setPending(readPendingCard(cardId));
  }, [cardId]);

  if (cardId === null) {
    return (
      <section className="account-page cards-page">
        <h1 className="account-title">{t('cards.confirmTitle')}</h1>
        <div className="account-card cards-message">
          <p>{t('cards.noPending')}</p>
          <Link className="button button-primary" to="/profile/cards/create">
            {t('cards.add')}
          </Link>
        </div>
      </section>
    );
  }
  const id = cardId;

  async function verify(value: string) {
    if (!/^\d{6}$/.test(value)) {
      setError(t('cards.codeInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    const [failure] = await authed((api) => verifyCard(api, id, value));
    setBusy(false);
    if (failure) {
      if (failure.status !== 401) setError(apiErrorText(failure, lang, t('cards.confirmFailed')));
      return;
    }
    forgetPendingCard();
    toast({ kind: 'success', text: t('cards.added') });
    navigate(back, { replace: true });
  }

  async function resend() {
    setError(null);
    const [failure, sent] = await authed((api) => resendCardCode(api, id));
    if (failure) {
      if (failure.status !== 401) setError(apiErrorText(failure, lang, t('cards.confirmFailed')));
      return;
    }
    const next = { cardId: id, phone: sent.phone, wait: sent.wait, sentAt: Date.now(), back };
    rememberPendingCard(next);
    setPending(next);
    setCode('');
    toast({ kind: 'info', text: t('cards.resent') });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void verify(code);
  }

  return (
    <section className="account-page cards-page">
      <Link className="cards-back" to={`/profile/cards/create?${new URLSearchParams({ back })}`}>
        <span aria-hidden="true">←</span> {t('cards.otherCard')}
      </Link>
      <form className="account-card cards-form cards-confirm" onSubmit={submit} noValidate>
        <h1 className="account-title">{t('cards.confirmTitle')}</h1>
        <p className="cards-lead" aria-live="polite">
          {pending?.phone ? t('cards.codeSentTo', { phone: pending.phone }) : t('cards.codeSent')}
        </p>
        <CodeField
          label={t('cards.code')}
          code={code}
          onCode={(value) => {
            setCode(value);
            setError(null);
            // Six digits is a whole code: no need to look for the button.
            if (value.length === 6 && !busy) void verify(value);
          }}
          error={error}
        />
        <button type="submit" className="button button-primary cards-submit" disabled={busy || !live}>
          {busy ? t('cards.checking') : t('cards.confirm')}
        </button>
        <ResendRow secondsLeft={left} onResend={() => void resend()}>
          <span />
        </ResendRow>
      </form>
    </section>
  );
}
