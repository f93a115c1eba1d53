import { useT } from '@dastarkhan/client';
import { type EditableMenu, MENU_TEXT_MAX, UNIT_LABELS, type Unit } from '@dastarkhan/domain';
import { Field, type FieldError } from './menu-fields';
import type { ProductForm } from './product-form';

const UNITS: Unit[] = ['COUNT', 'GRAMM', 'KG', 'LITER'];

/** What every section of the product sheet gets: the form, its setter, the server's error. */
export interface SectionProps {
  form: ProductForm;
  set: <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => void;
  error: FieldError;
  menu: EditableMenu;
}

/** Category, price, discount, portion, calories, cooking time, most per order, MXIK, labels. */
export function PriceSection({ form, set, error, menu }: SectionProps) {
  const { t, tx } = useT();
  const categories = menu.categories;
  return (
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
        <Field label={t('menu.maxCount')} field="maxCount" error={error} hint={t('menu.maxCountHint')}>
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
          {(p) => <input {...p} value={form.labels} onChange={(e) => set('labels', e.target.value)} />}
        </Field>
      </div>
    </section>
  );
}

/** Yandex Eats and Express 24: their own prices and whether the product is sold there. */
export function AggregatorSection({ form, set, error }: SectionProps) {
  const { t } = useT();
  return (
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
  );
}

/** Where the product is sold, each branch with its own price (empty: the main price). */
export function BranchSection({ form, set, error, menu }: SectionProps) {
  const { t, tx } = useT();
  return (
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
  );
}
