import { useT } from '@dastarkhan/client';
import {
  type EditableMenu,
  type EditableProduct,
  MENU_TEXT_MAX,
  type ProductWriteInput,
} from '@dastarkhan/domain';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { ConsoleApiError } from '../../app/session';
import { type FieldError, TextTriple } from './menu-fields';
import { OptionGroupsEditor } from './option-groups-editor';
import { PhotoGallery } from './photo-gallery';
import { formOf, type ProductForm, snapshotOf, writeOf } from './product-form';
import { AggregatorSection, BranchSection, PriceSection } from './product-sections';

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
            <TextTriple
              label={t('menu.composition')}
              value={form.composition}
              onChange={(composition) => set('composition', composition)}
              active={menu.languages}
              field="composition"
              error={error}
              multiline
              maxLength={MENU_TEXT_MAX.description}
            />
            <PriceSection form={form} set={set} error={error} menu={menu} />
            <AggregatorSection form={form} set={set} error={error} menu={menu} />
            <BranchSection form={form} set={set} error={error} menu={menu} />
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
