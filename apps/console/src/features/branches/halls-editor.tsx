import { useT, useToast } from '@dastarkhan/client';
import type { BranchAdmin, Hall } from '@dastarkhan/domain';
import { useState } from 'react';
import { useApi } from '../../app/session';
import { QrSheet } from './qr-sheet';
import { useHalls } from './use-branch-data';

/** A branch's halls and their tables: add, rename, delete (the server refuses a table in use). */
export function HallsEditor({ branch }: { branch: BranchAdmin }) {
  const { t } = useT();
  const api = useApi();
  const toast = useToast();
  const { state, reload } = useHalls(branch.id);
  const [newHall, setNewHall] = useState('');
  const [printing, setPrinting] = useState(false);

  async function run(call: Promise<[{ text: string } | null, unknown]>) {
    const [error] = await call;
    if (error) toast({ kind: 'error', text: error.text });
    else reload();
    return !error;
  }

  if (state.status === 'loading')
    return (
      <div className="branch-skeleton" role="status" aria-busy="true">
        <span className="visually-hidden">{t('shell.loading')}</span>
        <div className="skeleton" />
      </div>
    );
  if (state.status === 'error')
    return (
      <div role="alert">
        <p>{state.text}</p>
        <button type="button" className="button" onClick={reload}>
          {t('shell.retry')}
        </button>
      </div>
    );
  if (printing) return <QrSheet branch={branch} halls={state.data} onClose={() => setPrinting(false)} />;

  return (
    <div className="halls">
      {state.data.length === 0 && <p>{t('branches.noHalls')}</p>}
      {state.data.map((hall) => (
        <HallCard key={hall.id} hall={hall} run={run} />
      ))}
      <form
        className="halls-add"
        onSubmit={async (e) => {
          e.preventDefault();
          const name = newHall.trim();
          // One name typed in the interface language serves all three until translated.
          const ok = await run(
            api.post('/orders/v1/operator/halls', {
              branchId: branch.id,
              name: { uz: name, ru: name, eng: name },
            }),
          );
          if (ok) setNewHall('');
        }}
      >
        <label className="form-field">
          <span>{t('branches.hallName')}</span>
          <input value={newHall} onChange={(e) => setNewHall(e.target.value)} />
        </label>
        <button type="submit" className="button">
          + {t('branches.addHall')}
        </button>
      </form>
      {state.data.some((h) => h.tables.length > 0) && (
        <button type="button" className="button button-primary" onClick={() => setPrinting(true)}>
          {t('branches.printQr')}
        </button>
      )}
    </div>
  );
}

function HallCard({
  hall,
  run,
}: {
  hall: Hall;
  run: (call: Promise<[{ text: string } | null, unknown]>) => Promise<boolean>;
}) {
  const { t, tx, lang } = useT();
  const api = useApi();
  const [name, setName] = useState(tx(hall.name));
  const [table, setTable] = useState({ name: '', chairs: '4' });
  const hallName = tx(hall.name);
  return (
    <section className="hall-card" aria-label={hallName}>
      <form
        className="hall-head"
        onSubmit={(e) => {
          e.preventDefault();
          // A rename changes the name in the interface language only.
          void run(api.put(`/orders/v1/operator/halls/${hall.id}`, { name: { ...hall.name, [lang]: name } }));
        }}
      >
        <label className="form-field">
          <span>{t('branches.hallName')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="button">
          {t('branches.renameHall')}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={() => {
            if (window.confirm(t('branches.confirmDelete')))
              void run(api.delete(`/orders/v1/operator/halls/${hall.id}`));
          }}
        >
          {t('branches.deleteHall', { name: hallName })}
        </button>
      </form>
      <ul className="tables-list">
        {hall.tables.map((row) => (
          <TableRow key={row.id} row={row} run={run} />
        ))}
      </ul>
      <form
        className="table-add"
        onSubmit={async (e) => {
          e.preventDefault();
          const ok = await run(
            api.post('/orders/v1/operator/tables', {
              hallId: hall.id,
              name: table.name,
              chairs: Number(table.chairs),
            }),
          );
          if (ok) setTable({ name: '', chairs: '4' });
        }}
      >
        <label className="form-field">
          <span>{t('branches.tableName')}</span>
          <input value={table.name} onChange={(e) => setTable({ ...table, name: e.target.value })} />
        </label>
        <label className="form-field">
          <span>{t('branches.chairs')}</span>
          <input
            inputMode="numeric"
            value={table.chairs}
            onChange={(e) => setTable({ ...table, chairs: e.target.value })}
          />
        </label>
        <button type="submit" className="button">
          + {t('branches.addTable')}
        </button>
      </form>
    </section>
  );
}

function TableRow({
  row,
  run,
}: {
  row: Hall['tables'][number];
  run: (call: Promise<[{ text: string } | null, unknown]>) => Promise<boolean>;
}) {
  const { t } = useT();
  const api = useApi();
  const [name, setName] = useState(row.name);
  const [chairs, setChairs] = useState(String(row.chairs));
  return (
    <li className="table-row">
      <input aria-label={t('branches.tableName')} value={name} onChange={(e) => setName(e.target.value)} />
      <input
        aria-label={t('branches.chairs')}
        inputMode="numeric"
        value={chairs}
        onChange={(e) => setChairs(e.target.value)}
      />
      <button
        type="button"
        className="button"
        aria-label={t('branches.saveTable', { name: row.name })}
        onClick={() =>
          void run(api.put(`/orders/v1/operator/tables/${row.id}`, { name, chairs: Number(chairs) }))
        }
      >
        ✓
      </button>
      <button
        type="button"
        className="button button-danger"
        aria-label={t('branches.deleteTable', { name: row.name })}
        onClick={() => {
          if (window.confirm(t('branches.confirmDelete')))
            void run(api.delete(`/orders/v1/operator/tables/${row.id}`));
        }}
      >
        ✕
      </button>
    </li>
  );
}
