import { useT } from '@dastarkhan/client';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ProductDetails } from './product-details';
import { ProductSkeleton } from './product-skeleton';
import type { ProductPageData } from './product-view';
import { useModalDialog } from './use-modal-dialog';
import { useSheetDrag } from './use-sheet-drag';
import './product.css';

/** The dialog around the product: a bottom sheet (phones' favourite) or a centred pop-up. */
export default function OverlayDialog({
  variant,
  data,
  missing,
  onClose,
}: {
  variant: 'SHEET' | 'POP_UP';
  data: ProductPageData | null;
  /** The product is not in this tenant's catalogue (an old shared link). */
  missing: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, onClose);
  const sheet = variant === 'SHEET';
  const drag = useSheetDrag(ref, sheet, onClose);

  return (
    <dialog
      ref={ref}
      className={`product-dialog ${sheet ? 'product-dialog-sheet' : 'product-dialog-popup'}`}
      aria-modal="true"
      aria-labelledby={data ? titleId : undefined}
      aria-label={data ? undefined : missing ? t('msg.PRODUCT_NOT_FOUND') : t('product.loading')}
      aria-busy={!data && !missing}
    >
      <div className="product-dialog-body">
        <div className="product-dialog-bar">
          {sheet && <span className="sheet-handle" aria-hidden="true" {...drag} />}
          {data && (
            <Link
              className="dialog-icon-button"
              to={`/product/${data.product.id}`}
              aria-label={t('product.openPage')}
              title={t('product.openPage')}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M14 4h6v6h-2V7.4l-7.3 7.3-1.4-1.4L16.6 6H14zM5 6h6v2H6v10h10v-5h2v7H4V6z"
                  fill="currentColor"
                />
              </svg>
            </Link>
          )}
          <button
            type="button"
            className="dialog-icon-button"
            onClick={onClose}
            aria-label={t('product.close')}
            data-autofocus
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
                fill="currentColor"
              />
            </svg>
          </button>
        </div>
        {data ? (
          <ProductDetails key={data.product.id} data={data} level={2} headingId={titleId} onAdded={onClose} />
        ) : missing ? (
          <p className="product-dialog-missing">{t('msg.PRODUCT_NOT_FOUND')}</p>
        ) : (
          <ProductSkeleton />
        )}
      </div>
    </dialog>
  );
}
