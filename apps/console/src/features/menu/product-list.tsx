import { useT } from '@dastarkhan/client';
import { type EditableProduct, formatSom, type Language, missingLanguages } from '@dastarkhan/domain';
import { useState } from 'react';

/**
 * A category's products in their storefront order. Drag a row by its handle (mouse) or use the
 * up/down buttons (keyboard, touch); the switch hides or shows a product at once.
 */
export function ProductList({
  products,
  languages,
  reorderable,
  categoryName,
  onEdit,
  onVisible,
  onMove,
}: {
  products: EditableProduct[];
  languages: readonly Language[];
  reorderable: boolean;
  categoryName?: (product: EditableProduct) => string;
  onEdit: (product: EditableProduct) => void;
  onVisible: (product: EditableProduct, visible: boolean) => void;
  onMove: (ids: number[], moved: EditableProduct, position: number) => void;
}) {
  const { t, tx, lang } = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= products.length || from === to) return;
    const ids = products.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    onMove(ids, products[from]!, to + 1);
  };

  return (
    <ul className="menu-products">
      {products.map((product, index) => {
        const name = tx(product.name) || t('menu.untitled');
        const missing = missingLanguages(product.name, languages, { required: true });
        const price =
          product.discount > 0
            ? Math.round((product.costPrice * (100 - product.discount)) / 100)
            : product.costPrice;
        return (
          <li
            key={product.id}
            className={[
              'menu-product',
              product.active ? '' : 'is-hidden',
              dragged === product.id ? 'is-dragged' : '',
              over === index && dragged !== null ? 'is-over' : '',
            ].join(' ')}
            draggable={reorderable}
            onDragStart={(e) => {
              setDragged(product.id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(product.id));
            }}
            onDragOver={(e) => {
              if (dragged === null) return;
              e.preventDefault();
              setOver(index);
            }}
            onDrop={(e) => {
              e.preventDefault();
              const from = products.findIndex((p) => p.id === dragged);
              setDragged(null);
              setOver(null);
              if (from >= 0) moveTo(from, index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            {reorderable && (
              <span className="menu-drag" aria-hidden="true" title={t('menu.dragHint')}>
                ⠿
              </span>
            )}
            {product.image ? (
              <img
                className="menu-thumb"
                src={`${product.image}?w=112&h=112&q=70`}
                width={56}
                height={56}
                alt=""
                loading="lazy"
              />
            ) : (
              <span className="menu-thumb menu-thumb-empty" aria-hidden="true" />
            )}
            <button type="button" className="menu-product-main" onClick={() => onEdit(product)}>
              <span className="menu-product-name">{name}</span>
              <span className="menu-product-meta">
                <span className="menu-price">
                  {product.discount > 0 && <s>{formatSom(product.costPrice, lang)}</s>}{' '}
                  {formatSom(price, lang)}
                </span>
                {categoryName && <span>{categoryName(product)}</span>}
                {!product.active && (
                  <span className="menu-badge is-hidden-badge">{t('menu.hiddenBadge')}</span>
                )}
                {missing.length > 0 && (
                  <span className="menu-badge is-missing">
                    {t('menu.missingIn', { languages: missing.join(', ') })}
                  </span>
                )}
                {product.modificationGroups.length > 0 && (
                  <span className="menu-badge">
                    {t('menu.optionsCount', { count: product.modificationGroups.length })}
                  </span>
                )}
              </span>
            </button>
            <div className="menu-product-actions">
              <button
                type="button"
                role="switch"
                aria-checked={product.active}
                aria-label={t('menu.visibleNamed', { name })}
                className={`menu-switch ${product.active ? 'on' : 'off'}`}
                onClick={() => onVisible(product, !product.active)}
              >
                <span className="menu-switch-text">
                  {product.active ? t('menu.shown') : t('menu.hiddenBadge')}
                </span>
                <span className="menu-switch-knob" aria-hidden="true" />
              </button>
              {reorderable && (
                <>
                  <button
                    type="button"
                    className="icon-button"
                    disabled={index === 0}
                    aria-label={t('menu.moveUp', { name })}
                    onClick={() => moveTo(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    disabled={index === products.length - 1}
                    aria-label={t('menu.moveDown', { name })}
                    onClick={() => moveTo(index, index + 1)}
                  >
                    ↓
                  </button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
