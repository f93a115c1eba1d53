import { useT } from '@dastarkhan/client';
import type { OperatorPromo } from '@dastarkhan/domain';
import { useEffect, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { useApi } from '../../app/session';
import { ScreenTitle } from '../../components/screen-title';
import { PromoRow } from './promo-row';
import { PromoSheet } from './promo-sheet';
import './promos.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; promos: OperatorPromo[] };

/** Which promo the sheet edits: 'new' for a new one. */
type Editing = OperatorPromo | 'new' | null;

/** `/console/promos` (OWNER, MANAGER; decision 026): promo codes with their uses, edited in a sheet. */
export function PromosPage() {
  const { t } = useT();
  const api = useApi();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once and on retry, not for a new language.
  useEffect(() => {
    void api
      .get<OperatorPromo[]>('/orders/v1/operator/promos')
      .then(([error, promos]) =>
        setState(error ? { status: 'error', text: error.text } : { status: 'ready', promos }),
      );
  }, [attempt]);

  const saved = (promo: OperatorPromo) =>
    setState((prev) => {
      if (prev.status !== 'ready') return prev;
      const known = prev.promos.some((p) => p.id === promo.id);
      return {
        status: 'ready',
        promos: known ? prev.promos.map((p) => (p.id === promo.id ? promo : p)) : [promo, ...prev.promos],
      };
    });

  return (
    <div className="promos">
      <ScreenTitle title={t('promos.title')} suffix={useMerchantName()}>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t('promos.new')}
        </button>
      </ScreenTitle>
      {state.status === 'loading' && (
        <div className="promos-list" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="promo-row skeleton" />
          <div className="promo-row skeleton" />
          <div className="promo-row skeleton" />
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>{state.text}</p>
          <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.promos.length === 0 && (
        <p className="promos-empty">{t('promos.empty')}</p>
      )}
      {state.status === 'ready' && state.promos.length > 0 && (
        <ul className="promos-list" aria-label={t('promos.title')}>
          {state.promos.map((promo) => (
            <PromoRow key={promo.id} promo={promo} onEdit={() => setEditing(promo)} onChanged={saved} />
          ))}
        </ul>
      )}
      {editing && (
        <PromoSheet
          promo={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(promo) => {
            saved(promo);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
