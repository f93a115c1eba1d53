/** The product layout in grey while its data loads: same boxes, so nothing jumps when it lands. */
export function ProductSkeleton() {
  return (
    <div className="product-details product-skeleton" aria-hidden="true">
      <div className="product-layout">
        <div className="product-media">
          <div className="gallery">
            <div className="gallery-main skeleton" />
          </div>
        </div>
        <div className="product-info">
          <div className="skeleton skeleton-line" style={{ width: '70%', height: 28 }} />
          <div className="skeleton skeleton-line" style={{ width: '30%' }} />
          <div className="skeleton skeleton-line" style={{ width: '40%', height: 26 }} />
          <div className="skeleton skeleton-line" style={{ width: '100%' }} />
          <div className="skeleton skeleton-line" style={{ width: '85%' }} />
          <div className="skeleton skeleton-block" />
          <div className="skeleton skeleton-block" />
        </div>
      </div>
    </div>
  );
}
