import type { Route } from './+types/not-found';

/** Any path no route claims: a real 404 from the server, drawn by the root error boundary. */
export function loader({ request }: Route.LoaderArgs) {
  throw new Response(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
