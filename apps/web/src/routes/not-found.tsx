import { titleMeta } from '../lib/page-title';
import type { Route } from './+types/not-found';

// What the tab shows if this page is ever drawn; the 404 itself is titled by the root's meta.
export const meta = titleMeta('error.notFound');

/** Any path no route claims: a real 404 from the server, drawn by the default layout's error boundary. */
export function loader({ request }: Route.LoaderArgs) {
  throw new Response(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
