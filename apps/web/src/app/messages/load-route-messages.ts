import type { Language } from '@dastarkhan/domain';
import { type DataStrategyResult, type MiddlewareFunction, matchRoutes } from 'react-router';
import { addFetchedMessages, hasRouteMessages, keepShippedMessages } from './fetched-messages';

interface RootData {
  lang: Language;
  buildId: string;
  messageRoutes: string[];
  messages: Record<string, unknown>;
}

function routerOfWindow() {
  const w = window as unknown as {
    __reactRouterDataRouter?: {
      routes: Parameters<typeof matchRoutes>[0];
      state: { loaderData: Record<string, unknown> };
    };
  };
  return w.__reactRouterDataRouter;
}

async function loadRouteMessages(url: URL): Promise<void> {
  const router = routerOfWindow();
  const root = router?.state.loaderData.root as RootData | undefined;
  if (!router || !root) return;
  const { lang, buildId, messageRoutes, messages } = root;
  keepShippedMessages(lang, messageRoutes, messages);
  const missing = (matchRoutes(router.routes, url.pathname) ?? [])
    .map((m) => m.route.id as string)
    .filter((id) => !hasRouteMessages(lang, id));
  await Promise.all(
    missing.map(async (id) => {
      // Immutable per build (the server says so), so the browser asks once per route and language.
      const response = await fetch(`/route-messages/${encodeURIComponent(buildId)}/${lang}/${id}`);
      if (response.ok) addFetchedMessages(lang, id, (await response.json()) as Record<string, unknown>);
    }),
  );
}

/**
 * Before a client-side navigation commits, the words of the routes it shows are fetched (with its
 * data, in parallel): the first page shipped only its own (decision 053). A failed fetch leaves
 * the keys visible rather than blocking the navigation.
 */
export const routeMessagesMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const messages = loadRouteMessages(new URL(request.url)).catch(() => {});
  const result = await next();
  await messages;
  return result;
};
