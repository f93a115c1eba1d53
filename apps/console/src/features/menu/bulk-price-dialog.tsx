import { useT } from '@dastarkhan/client';
import { type EditableProduct, formatSom, MENU_LIMITS } from '@dastarkhan/domain';
import { useId, useState } from 'react';
import type { ConsoleApiError } from '../../app/session';
import { Modal } from './modal';

/** Same rounding as the server: a whole percent, half up to whole so'm (decision 024). */
export const movedPrice = (price: number, percent: number) => Math.round((price * (100 + percent)) / 100);

/**
 * "Change this category's prices by N %": the old → new price of every product is shown before
 * anything is saved; per-branch prices move by the same percent.
 */
export function BulkPriceDialog({
  category,
  products,
  onClose,
  onApply,
}: {
  category: { id: number; name: string } | null;
  products: EditableProduct[];
  onClose: () => void;
  onApply: (percent: number) => Promise<{ error?: ConsoleApiError }>;
}) {
  const { t, tx, lang } = useT();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const percent = Number(value.replace(',', '.'));
  const valid =
    value.trim() !== '' &&
    Number.isInteger(percent) &&
    percent !== 0 &&
    percent >= MENU_LIMITS.bulkPercentMin &&
    percent <= MENU_LIMITS.bulkPercentMax;

  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };

  return (
    <Modal open={category !== null} onClose={close} labelledBy="menu-bulk-title" className="menu-bulk">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!valid) return;
          setSaving(true);
          const result = await onApply(percent);
          setSaving(false);
          if (result.error) setError(result.error.text);
          else close();
        }}
      >
        <h2 id="menu-bulk-title">{t('menu.bulkTitle', { name: category?.name ?? '' })}</h2>
        <div className="menu-field">
          <label htmlFor={inputId}>{t('menu.bulkPercent')}</label>
          <input
            id={inputId}
            inputMode="numeric"
            value={value}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => setValue(e.target.value)}
          />
          <span id={`${inputId}-hint`} className="menu-hint">
            {t('menu.bulkHint', { min: MENU_LIMITS.bulkPercentMin, max: MENU_LIMITS.bulkPercentMax })}
          </span>
        </div>
        {valid && (
          <table className="menu-preview">
            <caption>{t('menu.bulkPreview', { count: products.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('menu.name')}</th>
                <th scope="col">{t('menu.before')}</th>
                <th scope="col">{t('menu.after')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{tx(p.name)}</th>
                  <td>{formatSom(p.costPrice, lang)}</td>
                  <td>
                    <strong>{formatSom(movedPrice(p.costPrice, percent), lang)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="menu-actions">
          <button type="submit" className="button button-primary" disabled={!valid || saving}>
            {t('menu.bulkApply')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('menu.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
