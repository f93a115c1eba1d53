import { LANGUAGES, type Language } from '@dastarkhan/domain';
import { messagesForRoute } from '../app/messages/route-messages.server';
import type { Route } from './+types/route-messages';

/**
 * One route's messages in one language, for a client-side navigation to it (decision 053). The
 * URL names the build, so an answer for the current build never changes: cached for a year.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = params.lang as Language;
  const messages = LANGUAGES.includes(lang)
    ? messagesForRoute(lang, params['*'] ?? '', context.clientRoot)
    : null;
  if (!messages) return new Response(null, { status: 404 });
  const current = params.build === context.buildId;
  return Response.json(messages, {
    headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-store' },
  });
}
