import { useT, useToast } from '@dastarkhan/client';
import { useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { freshenLines, useBasket } from '../basket/index';
import type { CheckoutProduct } from './checkout-product';

export type CheckoutProductsStatus = 'loading' | 'empty' | 'ready' | 'failed';

/**
 * The basket with today's facts of its products (where they are sold, cooking time, prices),
 * asked from the checkout loader once the stored basket is known. Stale names and prices are
 * refreshed in the basket itself, so the totals shown are the ones the server will compute.
 */
export function useCheckoutProducts(merchantId: number) {
  const { lines, store, ready } = useBasket(merchantId);
  const { t } = useT();
  const toast = useToast();
  const fetcher = useFetcher<{ products: CheckoutProduct[] | null }>();
  const ids = useMemo(() => [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b), [lines]);
  const idsKey = ids.join(',');

  const { load } = fetcher;
  const reload = useMemo(() => () => load(`/checkout?ids=${idsKey}`), [load, idsKey]);
  useEffect(() => {
    if (ready && idsKey) void reload();
  }, [ready, idsKey, reload]);

  const products = fetcher.data?.products ?? null;
  // The order's branch, once checkout knows it: a branch may sell at its own prices (issue 17),
  // and the order is charged those, so the basket shows them.
  const [pricingBranch, setPricingBranch] = useState<number | null>(null);
  useEffect(() => {
    if (!products) return;
    const priced =
      pricingBranch === null
        ? products
        : products.map((p) => ({
            ...p,
            price: p.productBranch.find((e) => e.branch.id === pricingBranch)?.price ?? p.price,
          }));
    const result = freshenLines(store.getSnapshot(), priced);
    if (!result.changed) return;
    store.refresh(result.lines);
    if (result.removed.length > 0)
      toast({ kind: 'info', text: t('basket.removed', { names: result.removed.join(', ') }) });
    if (result.repriced.length > 0)
      toast({ kind: 'info', text: t('basket.repriced', { names: result.repriced.join(', ') }) });
  }, [products, pricingBranch, store, toast, t]);

  const known = useMemo(() => new Map((products ?? []).map((p) => [p.id, p])), [products]);
  const covered = ids.every((id) => known.has(id));
  const status: CheckoutProductsStatus = !ready
    ? 'loading'
    : lines.length === 0
      ? 'empty'
      : covered
        ? 'ready'
        : fetcher.state === 'idle' && products
          ? 'failed'
          : 'loading';
  const basketProducts = useMemo(
    () => ids.map((id) => known.get(id)).filter((p): p is CheckoutProduct => p !== undefined),
    [ids, known],
  );
  return { lines, store, ready, status, products: basketProducts, reload, setPricingBranch };
}

export type CheckoutProducts = ReturnType<typeof useCheckoutProducts>;
