import { useT } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { MediaImage } from '../../components/media-image';
import { Price } from '../../components/price';
import { itemLines } from './order-view';

/** What was ordered: each dish with its options, how many, and what the line costs. */
export function OrderItems({ order, titleId }: { order: OrderDetails; titleId: string }) {
  const { t, tx } = useT();
  const lines = itemLines(order);
  // Photos only when the order has them: a column of grey squares helps nobody.
  const withImages = lines.some((line) => line.image);

  return (
    <section className="order-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-block-title">
        {t('orders.items')}
      </h2>
      <ul className="order-items">
        {lines.map((line) => {
          const options = line.options
            .map((option) => (option.count > 1 ? `${tx(option.name)} ×${option.count}` : tx(option.name)))
            .filter(Boolean)
            .join(', ');
          return (
            <li key={line.key} className="order-item">
              {withImages && <MediaImage src={line.image} alt="" size={56} className="order-item-image" />}
              <div className="order-item-body">
                <p className="order-item-name">{tx(line.name)}</p>
                {options && <p className="order-item-options">{options}</p>}
              </div>
              <div className="order-item-meta">
                <span className="order-item-count">
                  <span aria-hidden="true">×{line.count}</span>
                  <span className="visually-hidden">{t('orders.quantity', { count: line.count })}</span>
                </span>
                <Price className="order-item-price" amount={line.net} old={line.gross} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
