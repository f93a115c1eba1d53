import { SearchView } from '../features/search/index';
import { searchCatalogue } from '../features/search/index.server';
import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/search';

export const meta = titleMeta('search.title');

/** `/search?q=…` (spec §2): a GET form, so a result page is a plain shareable URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return searchCatalogue(request, context, new URL(request.url).searchParams.get('q') ?? '');
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchView {...loaderData} />;
}
