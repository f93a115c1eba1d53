import { startupFor } from '../app/startup/load-startup.server';
import { CheckoutScreen } from '../features/checkout/index';
import { loadCheckoutProducts, loadTablePlace, parseIds } from '../features/checkout/index.server';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/checkout';

export const meta = titleMeta('checkout.title');

/**
 * `/checkout` (spec §2). The page: the table of a QR link (`?table=` or the cookie the menu
 * set); everything else lives in the browser. `?ids=1,2` (asked by the screens once the stored
 * basket is known): today's facts of those products.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseIds(new URL(request.url).searchParams.get('ids'));
  if (ids.length > 0) {
    return { table: null, products: await loadCheckoutProducts(request, context, ids) };
  }
  const { merchant } = await startupFor(request, context);
  return { table: await loadTablePlace(request, context, merchant.id), products: null };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen table={loaderData.table} />;
}
