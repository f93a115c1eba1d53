// Placeholder until the product feature lands: the overlay simply links to the product page.
import { Link } from 'react-router';

export function ProductOverlay({
  productId,
  onClose,
}: {
  productId: number;
  variant: 'SHEET' | 'POP_UP';
  onClose: () => void;
}) {
  return (
    <div role="dialog" aria-modal="true" className="product-overlay">
      <Link to={`/product/${productId}`}>{productId}</Link>
      <button type="button" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
