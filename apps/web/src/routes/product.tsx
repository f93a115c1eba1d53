import { data } from 'react-router';
import type { ProductAnswer } from '../features/product/index';
import { ProductDetails } from '../features/product/index';
import { loadProduct } from '../features/product/index.server';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/product';

/**
 * `/product/:id` (spec §2): the shareable, server-rendered product page. The home overlay loads
 * the same data with `?overlay=1`, where an unknown product answers `product: null` instead of
 * the 404 page (a fetcher's thrown 404 would replace the whole menu).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const found = Number.isSafeInteger(id) && id > 0 ? await loadProduct(request, context, id) : null;
  if (found) return found;
  if (new URL(request.url).searchParams.has('overlay'))
    return data({ product: null, reviews: [], reviewCount: 0 } satisfies ProductAnswer, { status: 404 });
  throw new Response(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  const product = args.data?.product;
  if (!product) return [];
  return [
    ...titleMeta<Route.MetaArgs>(() => product.name)(args),
    { name: 'description', content: product.description || product.composition },
    { property: 'og:title', content: product.name },
    ...(product.images[0] ? [{ property: 'og:image', content: `${product.images[0]}?w=480&h=480` }] : []),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  if (!product) return null;
  // No basket bar here (features/basket/basket-bar-shown.ts): the purchase bar links the basket.
  return (
    <div className="product-page">
      <ProductDetails key={product.id} data={{ ...loaderData, product }} level={1} />
    </div>
  );
}
