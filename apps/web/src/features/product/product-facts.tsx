import { useT } from '@dastarkhan/client';
import type { ProductView } from './product-view';

/** Portion, calories and cooking time, when the merchant gave them. */
export function ProductFacts({ product }: { product: ProductView }) {
  const { t } = useT();
  const { timeCookingMin: min, timeCookingMax: max } = product;
  const cooking =
    min !== null && max !== null && max > min
      ? t('product.cookingRange', { min, max })
      : min !== null || max !== null
        ? t('product.cookingValue', { value: (max ?? min) as number })
        : null;
  const facts = [
    product.measure
      ? {
          key: 'portion',
          label: t('product.portion'),
          value: t(`unit.${product.unit}`, { value: product.measure }),
        }
      : null,
    product.calorie !== null
      ? {
          key: 'calorie',
          label: t('product.calories'),
          value: t('product.caloriesValue', { value: product.calorie }),
        }
      : null,
    cooking ? { key: 'cooking', label: t('product.cooking'), value: cooking } : null,
  ].filter((fact) => fact !== null);

  if (facts.length === 0) return null;
  return (
    <dl className="product-facts">
      {facts.map((fact) => (
        <div key={fact.key} className={`fact fact-${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
