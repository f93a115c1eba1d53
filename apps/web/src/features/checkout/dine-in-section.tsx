import { useT } from '@dastarkhan/client';
import type { TablePlace } from '@dastarkhan/domain';
import { pickText } from '@dastarkhan/domain/client';
import { useEffect, useId } from 'react';
import { BranchSummary } from './branch-card';
import { CheckoutSection, ChoiceRadio } from './checkout-section';
import type { Checkout } from './use-checkout';
import { useHalls } from './use-halls';
import type { ProblemText } from './validate-checkout';

/**
 * Dine-in ("Ichkarida"): the branch, the hall and the table. A table's QR code has chosen all
 * three already; the customer may still change them.
 */
export function DineInSection({
  checkout,
  table,
  problems,
}: {
  checkout: Checkout;
  table: TablePlace | null;
  problems: { branch: ProblemText | null; table: ProblemText | null };
}) {
  const { t, lang, tx } = useT();
  const id = useId();
  const { branch, choices, draft, update, now } = checkout;
  const { state, retry } = useHalls(branch?.id ?? null);
  const halls = state.status === 'ready' ? state.data : [];
  const hall = halls.find((h) => h.id === draft.hallId) ?? halls[0] ?? null;

  // A table of another branch (or one that is gone) is no choice: forget it once the halls are known.
  useEffect(() => {
    if (state.status !== 'ready' || draft.tableId === null) return;
    const known = state.data.some((h) => h.tables.some((tbl) => tbl.id === draft.tableId));
    if (!known) update({ tableId: null, hallId: null });
  }, [state, draft.tableId, update]);

  const fromQr = table && draft.tableId === table.tableId && branch?.id === table.branchId;
  const problem = problems.branch ?? problems.table;

  return (
    <CheckoutSection id="co-table" title={t('checkout.dineInBranch')} problem={problem && t(problem)}>
      {fromQr && (
        <p className="co-qr">
          {t('checkout.tableFromQr', { table: table.tableName, hall: tx(table.hallName) })}
        </p>
      )}
      {choices.length > 1 ? (
        <div className="form-field">
          <label className="addr-label" htmlFor={`${id}-branch`}>
            {t('checkout.branch')}
          </label>
          <select
            id={`${id}-branch`}
            value={branch?.id ?? ''}
            onChange={(event) =>
              update({ branchId: Number(event.target.value), hallId: null, tableId: null })
            }
          >
            {choices.map((c) => (
              <option key={c.branch.id} value={c.branch.id}>
                {pickText(c.branch.name, lang)}
                {c.open ? '' : ` — ${t('checkout.closedNow')}`}
              </option>
            ))}
          </select>
        </div>
      ) : (
        branch && <BranchSummary branch={branch} now={now.getTime()} />
      )}

      {(state.status === 'loading' || state.status === 'idle') && branch && (
        <div className="co-skeleton-row skeleton" role="status" aria-label={t('checkout.hallsLoading')} />
      )}
      {state.status === 'error' && (
        <p className="co-note">
          {t('checkout.hallsFailed')}{' '}
          <button type="button" className="co-link-button" onClick={retry}>
            {t('checkout.tariffRetry')}
          </button>
        </p>
      )}
      {state.status === 'ready' && halls.length === 0 && <p className="co-note">{t('checkout.noTables')}</p>}
      {hall && (
        <>
          {halls.length > 1 && (
            <fieldset className="co-fieldset">
              <legend className="addr-label">{t('checkout.hall')}</legend>
              <div className="co-chips">
                {halls.map((h) => (
                  <ChoiceRadio
                    key={h.id}
                    name={`${id}-hall`}
                    value={String(h.id)}
                    checked={h.id === hall.id}
                    onChange={() => update({ hallId: h.id, tableId: null })}
                    className="co-chip"
                  >
                    {tx(h.name)}
                  </ChoiceRadio>
                ))}
              </div>
            </fieldset>
          )}
          <div className="form-field">
            <label className="addr-label" htmlFor={`${id}-tbl`}>
              {t('checkout.table')}
            </label>
            <select
              id={`${id}-tbl`}
              value={hall.tables.some((tbl) => tbl.id === draft.tableId) ? String(draft.tableId) : ''}
              onChange={(event) =>
                update({ hallId: hall.id, tableId: event.target.value ? Number(event.target.value) : null })
              }
              aria-invalid={problems.table ? true : undefined}
            >
              <option value="">{t('checkout.chooseTable')}</option>
              {hall.tables.map((tbl) => (
                <option key={tbl.id} value={tbl.id}>
                  {t('checkout.tableOption', { name: tbl.name, chairs: tbl.chairs })}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </CheckoutSection>
  );
}
