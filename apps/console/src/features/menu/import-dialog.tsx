import { useT, useToast } from '@dastarkhan/client';
import type { MenuImportResult } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import { useApi } from '../../app/session';
import { importMenu } from './menu-files';
import { Modal } from './modal';

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/**
 * Import a menu file: first what it would do, row by row (new, changed with old → new, left
 * alone, errors at their column); only "Apply" writes, all or nothing.
 */
export function ImportDialog({
  open,
  onClose,
  onApplied,
}: {
  open: boolean;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t, tx, lang } = useT();
  const api = useApi();
  const toast = useToast();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<MenuImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const check = async (picked: File) => {
    setFile(picked);
    setPreview(null);
    setError(null);
    setBusy(true);
    const [problem, result] = await importMenu(api, picked, true, lang, t('shell.errorTitle'));
    setBusy(false);
    if (problem) setError(problem);
    else setPreview(result);
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    const [problem, result] = await importMenu(api, file, false, lang, t('shell.errorTitle'));
    setBusy(false);
    if (problem !== null || !result) return setError(problem);
    toast({
      kind: 'success',
      text: t('menu.importDone', { create: result.summary.create, update: result.summary.update }),
    });
    onApplied();
    close();
  };

  const rows = preview?.rows.filter((r) => r.action !== 'unchanged') ?? [];
  const changes = preview ? preview.summary.create + preview.summary.update : 0;
  return (
    <Modal open={open} onClose={close} labelledBy="menu-import-title" className="menu-import">
      <h2 id="menu-import-title">{t('menu.importTitle')}</h2>
      <p className="menu-hint">{t('menu.importHint')}</p>
      <label htmlFor={inputId} className="button">
        {file ? t('menu.importOther') : t('menu.importPick')}
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const picked = e.target.files?.[0];
            e.target.value = '';
            if (picked) void check(picked);
          }}
        />
      </label>
      {file && <p className="menu-file-name">{file.name}</p>}
      {busy && (
        <div className="menu-import-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="skeleton" />
          <div className="skeleton" />
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {preview && !busy && (
        <>
          <ul className="menu-import-summary" aria-label={t('menu.importSummary')}>
            <li className="is-create">{t('menu.importCreate', { count: preview.summary.create })}</li>
            <li className="is-update">{t('menu.importUpdate', { count: preview.summary.update })}</li>
            <li>{t('menu.importUnchanged', { count: preview.summary.unchanged })}</li>
            <li className={preview.summary.error > 0 ? 'is-error' : ''}>
              {t('menu.importErrors', { count: preview.summary.error })}
            </li>
          </ul>
          {rows.length > 0 && (
            <div className="menu-import-rows">
              <table className="menu-preview">
                <caption className="visually-hidden">{t('menu.importRows')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('menu.importLine')}</th>
                    <th scope="col">{t('menu.name')}</th>
                    <th scope="col">{t('menu.importWhat')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.line} className={`is-${row.action}`}>
                      <td>{row.line}</td>
                      <th scope="row">{tx(row.name) || '—'}</th>
                      <td>
                        {row.action === 'create' && t('menu.importNew')}
                        {row.changes.map((c) => (
                          <div key={c.column}>
                            <code>{c.column}</code>: {show(c.before)} → <strong>{show(c.after)}</strong>
                          </div>
                        ))}
                        {row.errors.map((e) => (
                          <div key={e.column + e.code} className="form-error">
                            <code>{e.column}</code>: {tx(e.message)}
                          </div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <div className="menu-actions">
        {preview && preview.summary.error === 0 && changes > 0 && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void apply()}
          >
            {t('menu.importApply', { count: changes })}
          </button>
        )}
        <button type="button" className="button" onClick={close}>
          {preview && changes === 0 && preview.summary.error === 0 ? t('menu.close') : t('menu.cancel')}
        </button>
      </div>
    </Modal>
  );
}
