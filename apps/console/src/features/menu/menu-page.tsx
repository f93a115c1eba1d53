import { useT, useToast } from '@dastarkhan/client';
import { type EditableCategory, type EditableProduct, missingLanguages } from '@dastarkhan/domain';
import { normalizeSearchText as searchText } from '@dastarkhan/domain/client';
import { useId, useMemo, useState } from 'react';
import { useMerchantName } from '../../app/boot';
import { useApi } from '../../app/session';
import { ScreenTitle } from '../../components/screen-title';
import { BulkPriceDialog } from './bulk-price-dialog';
import { CategoryDialog, type CategoryTarget } from './category-dialog';
import { ImportDialog } from './import-dialog';
import { downloadMenu } from './menu-files';
import { ProductList } from './product-list';
import { ProductSheet } from './product-sheet';
import { useMenuEditor } from './use-menu-editor';
import './menu.css';
import './menu-dialogs.css';

/** `/console/menu`: groups → categories → products; edit, hide, reorder, photos, bulk prices, files. */
export function MenuPage() {
  const { t, tx, lang } = useT();
  const api = useApi();
  const toast = useToast();
  const searchId = useId();
  const selectId = useId();
  const editor = useMenuEditor();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<{ product: EditableProduct | null; categoryId: number } | null>(
    null,
  );
  const [categoryTarget, setCategoryTarget] = useState<CategoryTarget | null>(null);
  const [bulk, setBulk] = useState(false);
  const [importing, setImporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const menu = editor.state.status === 'ready' ? editor.state.menu : null;
  const sections = useMemo(() => {
    if (!menu) return [];
    const groups = [...menu.groups, null];
    return groups
      .map((group) => ({
        group,
        categories: menu.categories.filter((c) => c.groupId === (group?.id ?? null)),
      }))
      .filter((s) => s.categories.length > 0 || s.group !== null);
  }, [menu]);
  const current: EditableCategory | null =
    menu?.categories.find((c) => c.id === categoryId) ?? menu?.categories[0] ?? null;
  const needle = searchText(query);
  const shown = useMemo(() => {
    if (!menu) return [];
    if (needle)
      return menu.products.filter((p) =>
        [p.name.uz, p.name.ru, p.name.eng].some((n) => searchText(n).includes(needle)),
      );
    return current ? menu.products.filter((p) => p.categoryId === current.id) : [];
  }, [menu, needle, current]);
  const categoryName = (id: number) => tx(menu?.categories.find((c) => c.id === id)?.name) || `#${id}`;

  const moveCategory = (direction: -1 | 1) => {
    if (!menu || !current) return;
    const siblings = menu.categories.filter((c) => c.groupId === current.groupId).map((c) => c.id);
    const from = siblings.indexOf(current.id);
    const to = from + direction;
    if (to < 0 || to >= siblings.length) return;
    siblings.splice(from, 1);
    siblings.splice(to, 0, current.id);
    void editor.reorder('category', current.groupId, siblings);
    setAnnouncement(t('menu.movedTo', { name: tx(current.name), position: to + 1 }));
  };

  return (
    <div className="menu-editor">
      <ScreenTitle title={t('menu.title')} suffix={useMerchantName()}>
        <div className="menu-files">
          <button type="button" className="button" onClick={() => setImporting(true)} disabled={!menu}>
            {t('menu.import')}
          </button>
          {(['xlsx', 'csv'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="button"
              aria-label={t(format === 'xlsx' ? 'menu.downloadXlsx' : 'menu.downloadCsv')}
              disabled={!menu}
              onClick={async () => {
                if (!(await downloadMenu(api, format, lang)))
                  toast({ kind: 'error', text: t('shell.errorTitle') });
              }}
            >
              <span aria-hidden="true">↓&nbsp;</span>
              {t(format === 'xlsx' ? 'menu.exportXlsx' : 'menu.exportCsv')}
            </button>
          ))}
        </div>
      </ScreenTitle>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {editor.state.status === 'loading' && (
        <div className="menu-layout" role="status" aria-busy="true">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <div className="menu-nav-skeleton">
            <div className="skeleton" />
            <div className="skeleton" />
            <div className="skeleton" />
          </div>
          <div className="menu-list-skeleton">
            <div className="skeleton" />
            <div className="skeleton" />
            <div className="skeleton" />
            <div className="skeleton" />
          </div>
        </div>
      )}
      {editor.state.status === 'error' && (
        <div role="alert" className="menu-load-error">
          <p>{editor.state.text}</p>
          <button type="button" className="button button-primary" onClick={editor.retry}>
            {t('shell.retry')}
          </button>
        </div>
      )}
      {menu && (
        <div className="menu-layout">
          <div className="menu-side">
            <div className="menu-category-select form-field">
              <label htmlFor={selectId}>{t('menu.category')}</label>
              <select
                id={selectId}
                value={current?.id ?? ''}
                onChange={(e) => {
                  setCategoryId(Number(e.target.value));
                  setQuery('');
                }}
              >
                {sections.map(({ group, categories }) => (
                  <optgroup
                    key={group?.id ?? 'none'}
                    label={group ? tx(group.name) || `#${group.id}` : t('menu.noGroup')}
                  >
                    {categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {`${tx(c.name) || `#${c.id}`}${c.isActive ? '' : ` (${t('menu.hiddenBadge')})`}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <nav className="menu-nav" aria-label={t('menu.categories')}>
              {sections.map(({ group, categories }) => (
                <div key={group?.id ?? 'none'} className="menu-nav-group">
                  <h2 className="menu-nav-title">
                    {group ? tx(group.name) || `#${group.id}` : t('menu.noGroup')}
                    {group && !group.isActive && (
                      <span className="menu-badge is-hidden-badge">{t('menu.hiddenBadge')}</span>
                    )}
                  </h2>
                  <ul>
                    {categories.map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          className={`menu-nav-item ${c.isActive ? '' : 'is-hidden'}`}
                          aria-current={current?.id === c.id && !needle ? 'true' : undefined}
                          onClick={() => {
                            setCategoryId(c.id);
                            setQuery('');
                          }}
                        >
                          <span>{tx(c.name) || `#${c.id}`}</span>
                          <span className="menu-count">
                            {menu.products.filter((p) => p.categoryId === c.id).length}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            <div className="menu-nav-actions">
              <button type="button" className="button" onClick={() => setCategoryTarget({ category: null })}>
                {t('menu.newCategory')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => setCategoryTarget({ group: null })}
              >
                {t('menu.newGroup')}
              </button>
            </div>
          </div>
          <section className="menu-content" aria-labelledby="menu-current-title">
            <div className="menu-search form-field">
              <label htmlFor={searchId}>{t('menu.search')}</label>
              <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            {needle ? (
              <h2 id="menu-current-title" className="menu-current-title">
                {t('menu.found', { count: shown.length })}
              </h2>
            ) : current ? (
              <div className="menu-category-head">
                <div className="menu-category-title">
                  <h2 id="menu-current-title" className="menu-current-title">
                    {tx(current.name) || `#${current.id}`}
                    {!current.isActive && (
                      <span className="menu-badge is-hidden-badge">{t('menu.hiddenBadge')}</span>
                    )}
                    {missingLanguages(current.name, menu.languages, { required: true }).length > 0 && (
                      <span className="menu-badge is-missing">
                        {t('menu.missingIn', {
                          languages: missingLanguages(current.name, menu.languages, { required: true }).join(
                            ', ',
                          ),
                        })}
                      </span>
                    )}
                  </h2>
                  <div className="menu-order">
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('menu.categoryUp')}
                      onClick={() => moveCategory(-1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('menu.categoryDown')}
                      onClick={() => moveCategory(1)}
                    >
                      ↓
                    </button>
                  </div>
                </div>
                <div className="menu-toolbar">
                  <button
                    type="button"
                    className="button button-primary"
                    onClick={() => setEditing({ product: null, categoryId: current.id })}
                  >
                    {t('menu.newProduct')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={shown.length === 0}
                    onClick={() => setBulk(true)}
                  >
                    {t('menu.bulk')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setCategoryTarget({ category: current })}
                  >
                    {t('menu.editCategory')}
                  </button>
                  {current.groupId !== null && (
                    <button
                      type="button"
                      className="button"
                      onClick={() =>
                        setCategoryTarget({
                          group: menu.groups.find((g) => g.id === current.groupId) ?? null,
                        })
                      }
                    >
                      {t('menu.editGroup')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button"
                    onClick={() => void editor.setVisible('category', current.id, !current.isActive)}
                  >
                    {current.isActive ? t('menu.hideCategory') : t('menu.showCategory')}
                  </button>
                </div>
              </div>
            ) : (
              <h2 id="menu-current-title" className="menu-current-title">
                {t('menu.empty')}
              </h2>
            )}
            {shown.length === 0 && (needle || current) && (
              <p className="menu-empty">{needle ? t('menu.noMatch') : t('menu.noProducts')}</p>
            )}
            <ProductList
              products={shown}
              languages={menu.languages}
              reorderable={!needle}
              {...(needle ? { categoryName: (p: EditableProduct) => categoryName(p.categoryId) } : {})}
              onEdit={(product) => setEditing({ product, categoryId: product.categoryId })}
              onVisible={(product, visible) => void editor.setVisible('product', product.id, visible)}
              onMove={(ids, moved, position) => {
                void editor.reorder('product', moved.categoryId, ids);
                setAnnouncement(t('menu.movedTo', { name: tx(moved.name), position }));
              }}
            />
          </section>
        </div>
      )}
      {menu && (
        <>
          <ProductSheet
            menu={menu}
            target={editing}
            onClose={() => setEditing(null)}
            onSave={async (id, body) => {
              const result = await editor.saveProduct(id, body);
              if (!result.error) toast({ kind: 'success', text: t('menu.saved') });
              return result;
            }}
            onDelete={async (product) => {
              const result = await editor.deleteProduct(product.id);
              if (result.result)
                toast({
                  kind: 'success',
                  text: result.result.outcome === 'archived' ? t('menu.archived') : t('menu.deleted'),
                });
              return result;
            }}
          />
          <CategoryDialog
            menu={menu}
            target={categoryTarget}
            onClose={() => setCategoryTarget(null)}
            onSaveCategory={async (id, body) => {
              const result = await editor.saveCategory(id, body);
              if (result.category) setCategoryId(result.category.id);
              return result;
            }}
            onSaveGroup={(id, body) => editor.saveGroup(id, body)}
            onDeleteCategory={(id) => editor.deleteCategory(id)}
            onDeleteGroup={(id) => editor.deleteGroup(id)}
            onMoveGroup={(id, by) => {
              const ids = menu.groups.map((g) => g.id);
              const at = ids.indexOf(id);
              const to = at + by;
              if (at === -1 || to < 0 || to >= ids.length) return;
              [ids[at], ids[to]] = [ids[to]!, ids[at]!];
              void editor.reorder('group', null, ids);
            }}
          />
          <BulkPriceDialog
            category={bulk && current ? { id: current.id, name: tx(current.name) } : null}
            products={current ? menu.products.filter((p) => p.categoryId === current.id) : []}
            onClose={() => setBulk(false)}
            onApply={async (percent) => {
              const result = await editor.movePrices(current!.id, percent);
              if (!result.error) toast({ kind: 'success', text: t('menu.bulkDone') });
              return result;
            }}
          />
          <ImportDialog
            open={importing}
            onClose={() => setImporting(false)}
            onApplied={() => void editor.reload()}
          />
        </>
      )}
    </div>
  );
}
