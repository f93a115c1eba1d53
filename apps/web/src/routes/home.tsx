import { useT } from '@dastarkhan/client';
import { isCrawler } from '@dastarkhan/domain';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { data, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from 'react-router';
import { loadCatalogue } from '../app/catalogue/load-catalogue.server';
import { useTenant } from '../app/startup/tenant-context';
import { ClosedNotice } from '../components/closed-notice';
import { tableCookieFor } from '../features/checkout/index.server';
import {
  BranchPicker,
  CategoryBar,
  CategorySection,
  firstScreen,
  GroupTabs,
  type MenuGroup,
  menuView,
} from '../features/menu/index';
import { ProductOverlay } from '../features/product/index';
import { SeatedWaiterCall } from '../features/waiter-call/index';
import { onlyOverlayChanged } from '../lib/only-overlay-changed';
import { siteTitleMeta } from '../lib/page-title';
import type { Route } from './+types/home';

export const meta = siteTitleMeta;

// A browser's first HTML carries this many cards (two rows on a desktop, three screens on a
// phone); the rest of the menu is fetched from /menu/cards after hydration (decision 046), so a
// 500-product menu neither bloats the first response nor blocks the phone's main thread.
// Crawlers get every card.
const FIRST_SCREEN_PRODUCTS = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { menu, grades, branchId, lang, startup } = await loadCatalogue(request, context);
  // A table's QR code (`/?table=ID`) is remembered for checkout in a cookie: no script for it here.
  const table = tableCookieFor(request);
  const groups = menuView(menu, grades, branchId, lang);
  return data(
    {
      groups: isCrawler(request.headers.get('user-agent'))
        ? groups
        : firstScreen(
            groups,
            FIRST_SCREEN_PRODUCTS,
            startup.settings.groupView === 'GROUP' && groups.length > 1,
          ),
    },
    table ? { headers: { 'set-cookie': table } } : {},
  );
}

/** The overlay is client state kept in the URL: opening it must not reload the menu. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  onlyOverlayChanged(args) ? false : args.defaultShouldRevalidate;

export default function Home({ loaderData }: Route.ComponentProps) {
  const groups = useWholeMenu(loaderData.groups);
  const { settings } = useTenant();
  const { t } = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const grouped = settings.groupView === 'GROUP' && groups.length > 1;
  const [groupId, setGroupId] = useState<number | null>(grouped ? (groups[0]?.id ?? null) : null);

  const categories = useMemo(() => {
    const visibleGroups = grouped ? groups.filter((g) => g.id === groupId) : groups;
    return visibleGroups.flatMap((g) => g.categories);
  }, [groups, grouped, groupId]);

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
    requestAnimationFrame(() =>
      document.getElementById(`category-${categoryId}`)?.scrollIntoView({ behavior: 'smooth' }),
    );
  };

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('menu.title')}</h1>
      <ClosedNotice />
      <SeatedWaiterCall />
      <BranchPicker />
      {grouped && <GroupTabs groups={groups} active={groupId} onChange={setGroupId} />}
      {categories.length === 0 ? (
        <p className="empty-state">{t('menu.empty')}</p>
      ) : (
        <>
          <CategoryBar categories={categories} onJump={jump} />
          {categories.map((category, index) => (
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

/**
 * The menu of the loader and, once fetched after hydration, the whole of it (decision 046). It is
 * rendered in a transition: 500 cards must not block a tap. Fetched again when the loader's menu
 * changes (another branch, new prices).
 */
function useWholeMenu(groups: MenuGroup[]): MenuGroup[] {
  // Kept with the menu it completes: an answer for an older menu is never shown.
  const [whole, setWhole] = useState<[MenuGroup[], MenuGroup[]]>();
  useEffect(() => {
    // Offline or failed: asked again every 5 s until it comes (an answer for a menu no longer
    // shown is ignored below); the first screen works meanwhile.
    const load = (): unknown =>
      fetch(`/menu/cards${location.search}`)
        .then((r) => r.json())
        .then(
          (body) => body.groups && startTransition(() => setWhole([groups, body.groups])),
          () => setTimeout(load, 5000),
        );
    if (groups.some((g) => g.categories.some((c) => c.pending))) load();
  }, [groups]);
  return whole?.[0] === groups ? whole[1] : groups;
}
