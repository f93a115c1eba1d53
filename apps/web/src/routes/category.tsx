import { CategoryView } from '../features/search/index';
import { loadCategory } from '../features/search/index.server';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/category';

export function meta(args: Route.MetaArgs) {
  return titleMeta<Route.MetaArgs>(({ data }) => data?.category.name)(args);
}

/** `/category?id=…` (spec §2): one category's products; an unknown id is a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCategory(request, context);
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryView category={loaderData.category} />;
}
