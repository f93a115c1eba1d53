import { lazy, Suspense, useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import type { ProductAnswer } from './product-view';

// Home imports this file: it stays tiny. The dialog, the product details and their styles load
// when a product is opened — in parallel with its data.
const OverlayDialog = lazy(() => import('./overlay-dialog'));

/** Dims the menu at once while the dialog's code arrives (its stylesheet comes with it). */
const PENDING = { position: 'fixed', inset: 0, zIndex: 70, background: 'rgb(0 0 0 / 0.45)' } as const;

/**
 * A product over the menu (spec §3 productNavigationType SHEET / POP_UP), driven by the caller's
 * `?product=ID`. Data comes from the product page's own loader.
 */
export function ProductOverlay({
  productId,
  variant,
  onClose,
}: {
  productId: number;
  variant: 'SHEET' | 'POP_UP';
  onClose: () => void;
}) {
  const fetcher = useFetcher<ProductAnswer>();
  // Client only: a modal needs the browser (a shared `/?product=ID` opens it after hydration).
  const hydrated = useHydrated();
  const { load } = fetcher;
  useEffect(() => {
    if (hydrated) void load(`/product/${productId}?overlay=1`);
  }, [hydrated, load, productId]);
  if (!hydrated) return null;
  const loaded = fetcher.data;
  const data =
    loaded?.product && loaded.product.id === productId ? { ...loaded, product: loaded.product } : null;
  return (
    <Suspense fallback={<div style={PENDING} aria-hidden="true" />}>
      <OverlayDialog
        variant={variant}
        data={data}
        missing={fetcher.state === 'idle' && fetcher.data !== undefined && fetcher.data.product === null}
        onClose={onClose}
      />
    </Suspense>
  );
}
