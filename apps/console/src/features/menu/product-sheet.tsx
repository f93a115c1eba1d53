import { useT } from '@dastarkhan/client';
import {
  type EditableMenu,
  type EditableProduct,
  MENU_TEXT_MAX,
  type ProductWriteInput,
  UNIT_LABELS,
  type Unit,
} from '@dastarkhan/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { ConsoleApiError } from '../../app/session';
import { Field, type FieldError, TextTriple } from './menu-fields';
import { OptionGroupsEditor } from './option-groups-editor';
import { PhotoGallery } from './photo-gallery';
import { formOf, type ProductForm, snapshotOf, writeOf } from './product-form';

const UNITS: Unit[] = ['COUNT', 'GRAMM', 'KG', 'LITER'];

export interface ProductSheetProps {
  menu: EditableMenu;
  /** The product edited, or a new one in this category. */
  target: { product: EditableProduct | null; categoryId: number } | null;
  onClose: () => void;
  onSave: (id: number | null, body: ProductWriteInput) => Promise<{ error?: ConsoleApiError }>;
  onDelete: (product: EditableProduct) => Promise<{ error?: ConsoleApiError }>;
}

/**
 * Creating or editing one product: a full-screen sheet on a phone, a side panel on a desktop.
 * Every field the storefront uses, in the three languages; closing with unsaved changes asks
 * first, and the server's refusal is shown at the field it names.
 */
export function ProductSheet({ menu, target, onClose, onSave, onDelete }: ProductSheetProps) {
  const { t, tx } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState<ProductForm | null>(null);
  const [initial, setInitial] = useState('');
  const [error, setError] = useState<FieldError>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState<'discard' | 'delete' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the product when the sheet opens, not on every menu change.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (target) {
      const next = formOf(target.product, target.categoryId, menu);
      setForm(next);
      setInitial(snapshotOf(next));
      setError(null);
      setGeneral(null);
      setAsking(null);
      if (!element.open) element.showModal();
    } else if (element.open) element.close();
  }, [target]);

  const dirty = form !== null && target !== null && snapshotOf(form) !== initial;
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const close = () => (dirty ? setAsking('discard') : onClose());
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((prev) => (prev ? { ...prev, [key]: value } : prev));

  const save = async () => {
    if (!form || !target) return;
    setSaving(true);
    setError(null);
    setGeneral(null);
    const result = await onSave(target.product?.id ?? null, writeOf(form));
    setSaving(false);
    if (result.error) {
      if (result.error.field) setError({ field: result.error.field, text: result.error.text });
      setGeneral(result.error.text);
      return;
    }
    setInitial(snapshotOf(form));
    onClose();
  };

  const categories = useMemo(() => menu.categories, [menu.categories]);
  const title = target?.product ? tx(target.product.name) || t('menu.untitled') : t('menu.newProduct');

  return (
    <dialog
      ref={dialog}
      className="menu-sheet"
      aria-labelledby="menu-sheet-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => target && onClose()}
    >
      {form && target && (
        <form
          className="menu-sheet-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <header className="menu-sheet-header">
            <h2 id="menu-sheet-title">{title}</h2>
            <button type="button" className="icon-button" aria-label={t('menu.close')} onClick={close}>
              ×
            </button>
          </header>
          <div className="menu-sheet-body">
            {general && (
              <p className="menu-banner-error" role="alert">
                {general}
              </p>
            )}
            <PhotoGallery photos={form.photos} onChange={(photos) => set('photos', photos)} />
            <TextTriple
              label={t('menu.name')}
              value={form.name}
              onChange={(name) => set('name', name)}
              active={menu.languages}
              field="name"
              error={error}
              maxLength={MENU_TEXT_MAX.name}
            />
            <TextTriple
              label={t('menu.description')}
              value={form.description}
              onChange={(description) => set('description', description)}
              active={menu.languages}
              field="description"
              error={error}
              multiline
              maxLength={MENU_TEXT_MAX.description}
            />
            <section className="menu-section" aria-labelledby="menu-price-title">
              <h3 id="menu-price-title">{t('menu.priceAndPortion')}</h3>
              <div className="menu-grid">
                <Field label={t('menu.category')} field="categoryId" error={error}>
                  {(p) => (
                    <select
                      {...p}
                      value={form.categoryId}
                      onChange={(e) => set('categoryId', Number(e.target.value))}
                    >
                      {categories.map((c) => (
                        <option key={c.id} value={c.id}>
                          {tx(c.name) || `#${c.id}`}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('menu.price')} field="costPrice" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.costPrice}
                      onChange={(e) => set('costPrice', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('menu.discount')} field="discount" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.discount}
                      onChange={(e) => set('discount', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('menu.unit')} field="unit" error={error}>
                  {(p) => (
                    <select {...p} value={form.unit} onChange={(e) => set('unit', e.target.value as Unit)}>
                      {UNITS.map((u) => (
                        <option key={u} value={u}>
                          {tx(UNIT_LABELS[u])}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('menu.measure')} field="measure" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="decimal"
                      value={form.measure}
                      onChange={(e) => set('measure', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('menu.calorie')} field="calorie" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.calorie}
                      onChange={(e) => set('calorie', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('menu.cookingMin')} field="timeCookingMin" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.timeCookingMin}
                      onChange={(e) => set('timeCookingMin', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('menu.cookingMax')} field="timeCookingMax" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.timeCookingMax}
                      onChange={(e) => set('timeCookingMax', e.target.value)}
                    />
                  )}
                </Field>
                <Field
                  label={t('menu.maxCount')}
                  field="maxCount"
                  error={error}
                  hint={t('menu.maxCountHint')}
                >
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.maxCount}
                      onChange={(e) => set('maxCount', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('menu.mxic')} field="mxicCode" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      value={form.mxicCode}
                      maxLength={MENU_TEXT_MAX.mxicCode}
                      onChange={(e) => set('mxicCode', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('menu.labels')} field="labels" error={error} hint={t('menu.labelsHint')}>
                  {(p) => (
                    <input {...p} value={form.labels} onChange={(e) => set('labels', e.target.value)} />
                  )}
                </Field>
              </div>
            </section>
            <section className="menu-section" aria-labelledby="menu-aggregators-title">
              <h3 id="menu-aggregators-title">{t('menu.aggregators')}</h3>
              <div className="menu-grid">
                <Field label={t('menu.eatsPrice')} field="eatsPrice" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.eatsPrice}
                      onChange={(e) => set('eatsPrice', e.target.value)}
                    />
                  )}
                </Field>
                <label className="menu-check">
                  <input
                    type="checkbox"
                    checked={form.enabledEats}
                    onChange={(e) => set('enabledEats', e.target.checked)}
                  />
                  {t('menu.enabledEats')}
                </label>
                <Field label={t('menu.expressPrice')} field="expressPrice" error={error}>
                  {(p) => (
                    <input
                      {...p}
                      inputMode="numeric"
                      value={form.expressPrice}
                      onChange={(e) => set('expressPrice', e.target.value)}
                    />
                  )}
                </Field>
                <label className="menu-check">
                  <input
                    type="checkbox"
                    checked={form.enabledExpress}
                    onChange={(e) => set('enabledExpress', e.target.checked)}
                  />
                  {t('menu.enabledExpress')}
                </label>
              </div>
            </section>
            <section className="menu-section" aria-labelledby="menu-branches-title">
              <h3 id="menu-branches-title">{t('menu.branches')}</h3>
              <p className="menu-hint">{t('menu.branchesHint')}</p>
              <ul className="menu-branches">
                {form.branches.map((b, i) => {
                  const name = tx(menu.branches.find((x) => x.id === b.id)?.name) || `#${b.id}`;
                  const update = (change: Partial<typeof b>) =>
                    set(
                      'branches',
                      form.branches.map((x, j) => (j === i ? { ...x, ...change } : x)),
                    );
                  return (
                    <li key={b.id}>
                      <label className="menu-check">
                        <input
                          type="checkbox"
                          checked={b.sold}
                          onChange={(e) => update({ sold: e.target.checked })}
                        />
                        {name}
                      </label>
                      {b.sold && (
                        <Field
                          label={t('menu.branchPrice', { name })}
                          field={`productBranch.${i}.price`}
                          error={error}
                        >
                          {(p) => (
                            <input
                              {...p}
                              inputMode="numeric"
                              placeholder={form.costPrice}
                              value={b.price}
                              onChange={(e) => update({ price: e.target.value })}
                            />
                          )}
                        </Field>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
            <OptionGroupsEditor
              groups={form.groups}
              onChange={(groups) => set('groups', groups)}
              languages={menu.languages}
              error={error}
            />
            <label className="menu-check menu-visible">
              <input
                type="checkbox"
                checked={form.active}
                onChange={(e) => set('active', e.target.checked)}
              />
              {t('menu.visible')}
            </label>
            {target.product && (
              <button
                type="button"
                className="button button-quiet menu-delete"
                onClick={() => setAsking('delete')}
              >
                {target.product.ordered ? t('menu.archiveProduct') : t('menu.deleteProduct')}
              </button>
            )}
          </div>
          <footer className="menu-sheet-footer">
            {asking === 'discard' || blocker.state === 'blocked' ? (
              <div className="menu-confirm" role="alertdialog" aria-labelledby="menu-discard-text">
                <p id="menu-discard-text">{t('menu.discardQuestion')}</p>
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => {
                    setAsking(null);
                    if (blocker.state === 'blocked') blocker.proceed();
                    else onClose();
                  }}
                >
                  {t('menu.discard')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setAsking(null);
                    if (blocker.state === 'blocked') blocker.reset();
                  }}
                >
                  {t('menu.keepEditing')}
                </button>
              </div>
            ) : asking === 'delete' && target.product ? (
              <div className="menu-confirm" role="alertdialog" aria-labelledby="menu-delete-text">
                <p id="menu-delete-text">
                  {target.product.ordered ? t('menu.deleteArchives') : t('menu.deleteForGood')}
                </p>
                <button
                  type="button"
                  className="button button-danger"
                  onClick={async () => {
                    const product = target.product!;
                    setAsking(null);
                    const result = await onDelete(product);
                    if (result.error) setGeneral(result.error.text);
                    else onClose();
                  }}
                >
                  {target.product.ordered ? t('menu.archive') : t('menu.delete')}
                </button>
                <button type="button" className="button" onClick={() => setAsking(null)}>
                  {t('menu.keep')}
                </button>
              </div>
            ) : (
              <>
                <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
                  {saving ? t('menu.saving') : t('menu.save')}
                </button>
                <button type="button" className="button" onClick={close}>
                  {t('menu.cancel')}
                </button>
              </>
            )}
          </footer>
        </form>
      )}
    </dialog>
  );
}
