import { useT } from '@dastarkhan/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { data, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from 'react-router';
import { loadCatalogue } from '../app/catalogue/load-catalogue.server';
import { useTenant } from '../app/startup/tenant-context';
import { tableCookieFor } from '../features/checkout/index.server';
import { BranchPicker, CategoryBar, CategorySection, GroupTabs, menuView } from '../features/menu/index';
import { ProductOverlay } from '../features/product/index';
import { SeatedWaiterCall } from '../features/waiter-call/index';
import { onlyOverlayChanged } from '../lib/only-overlay-changed';
import type { Route } from './+types/home';

// The server sends about this many cards as HTML; the rest render right after hydration, so a
// 500-product menu neither bloats the first response nor blocks the phone's main thread.
const SERVER_RENDERED_PRODUCTS = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { menu, grades, branchId, lang } = await loadCatalogue(request, context);
  // A table's QR code (`/?table=ID`) is remembered for checkout in a cookie: no script for it here.
  const table = tableCookieFor(request);
  return data(
    { groups: menuView(menu, grades, branchId, lang) },
    table ? { headers: { 'set-cookie': table } } : {},
  );
}

/** The overlay is client state kept in the URL: opening it must not reload the menu. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  onlyOverlayChanged(args) ? false : args.defaultShouldRevalidate;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const { settings } = useTenant();
  const { t } = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const grouped = settings.groupView === 'GROUP' && groups.length > 1;
  const [groupId, setGroupId] = useState<number | null>(grouped ? (groups[0]?.id ?? null) : null);
  const [renderAll, setRenderAll] = useState(false);

  useEffect(() => {
    const run = () => setRenderAll(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, []);

  const categories = useMemo(() => {
    const visibleGroups = grouped ? groups.filter((g) => g.id === groupId) : groups;
    return visibleGroups.flatMap((g) => g.categories);
  }, [groups, grouped, groupId]);

  const rendered = useMemo(() => {
    if (renderAll) return categories;
    let budget = SERVER_RENDERED_PRODUCTS;
    const out = [];
    for (const category of categories) {
      if (budget <= 0) break;
      out.push(category);
      budget -= category.products.length;
    }
    return out;
  }, [categories, renderAll]);

  const openProduct = useCallback(
    (productId: number) => {
      if (settings.productNavigationType === 'FULL_SCREEN') navigate(`/product/${productId}`);
      else
        setParams(
          (p) => {
            p.set('product', String(productId));
            return p;
          },
          { preventScrollReset: true },
        );
    },
    [settings.productNavigationType, navigate, setParams],
  );
  const openId = Number(params.get('product')) || null;

  const jump = (categoryId: number) => {
    setRenderAll(true);
    requestAnimationFrame(() =>
      document
        .getElementById(`category-${categoryId}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('menu.title')}</h1>
      <SeatedWaiterCall />
      <BranchPicker />
      {grouped && <GroupTabs groups={groups} active={groupId} onChange={setGroupId} />}
      {categories.length === 0 ? (
        <p className="empty-state">{t('menu.empty')}</p>
      ) : (
        <>
          <CategoryBar categories={categories} onJump={jump} />
          {rendered.map((category, index) => (
            <CategorySection
              key={category.id}
              category={category}
              withBasket={settings.cartInMainActive}
              eagerCount={index === 0 ? 1 : 0}
              onOpen={openProduct}
            />
          ))}
        </>
      )}
      {openId && settings.productNavigationType !== 'FULL_SCREEN' && (
        <ProductOverlay
          productId={openId}
          variant={settings.productNavigationType === 'SHEET' ? 'SHEET' : 'POP_UP'}
          onClose={() =>
            setParams(
              (p) => {
                p.delete('product');
                return p;
              },
              { preventScrollReset: true },
            )
          }
        />
      )}
    </div>
  );
}
