import { apiErrorText, useT, useToast } from '@dastarkhan/client';
import type { Card } from '@dastarkhan/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AccountGate } from '../../app/session/account-gate';
import { useTenant } from '../../app/startup/tenant-context';
import { CardFace, useCardLabel } from './card-face';
import { CardsEmpty, CardsFailed, CardsSkeleton, CardsUnavailable } from './cards-states';
import { DeleteCardDialog } from './delete-card-dialog';
import { useCards } from './use-cards';
import '../../styles/cards.css';

/** `/profile/cards`: the saved (verified) cards, each deletable after a confirmation, and "Add". */
export function CardsScreen() {
  const { t } = useT();
  const { settings } = useTenant();
  return (
    <AccountGate title={t('cards.title')}>
      {() =>
        settings.cardActive ? (
          <CardList />
        ) : (
          <section className="account-page cards-page">
            <h1 className="account-title">{t('cards.title')}</h1>
            <CardsUnavailable />
          </section>
        )
      }
    </AccountGate>
  );
}

function CardList() {
  const { t, lang } = useT();
  const toast = useToast();
  const label = useCardLabel();
  const { state, reload, remove } = useCards();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<Card | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    const error = await remove(pending.id);
    setBusy(false);
    setPending(null);
    if (error) {
      if (error.status !== 401)
        toast({ kind: 'error', text: apiErrorText(error, lang, t('cards.deleteFailed')) });
      return;
    }
    // The card (and its button) is gone: put the focus somewhere that still exists.
    heading.current?.focus();
    toast({ kind: 'success', text: t('cards.deleted') });
  }

  const addLink = (
    <Link to="/profile/cards/create" className="button button-primary cards-add">
      <span aria-hidden="true" className="cards-plus">
        +
      </span>
      {t('cards.add')}
    </Link>
  );

  return (
    <section className="account-page cards-page">
      <h1 ref={heading} className="account-title" tabIndex={-1}>
        {t('cards.title')}
      </h1>
      {state.status === 'loading' && <CardsSkeleton />}
      {state.status === 'error' && <CardsFailed error={state.error} onRetry={() => void reload()} />}
      {state.status === 'ready' && state.data.length === 0 && <CardsEmpty>{addLink}</CardsEmpty>}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <ul className="cards-list" aria-label={t('cards.list')}>
            {state.data.map((card) => (
              <li key={card.id} className="account-card cards-row">
                <CardFace card={card} />
                <button
                  type="button"
                  className="cards-icon-button"
                  aria-label={t('cards.delete', { card: label(card) })}
                  title={t('cards.deleteAction')}
                  onClick={() => setPending(card)}
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
          {addLink}
        </>
      )}
      <DeleteCardDialog
        card={pending}
        busy={busy}
        onDismiss={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
        fill="currentColor"
      />
    </svg>
  );
}
