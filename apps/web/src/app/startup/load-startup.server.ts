import {
  type Branch,
  type City,
  defaultMerchantSettings,
  type Language,
  type MerchantSettings,
  ownDomainCandidate,
  type PublicMerchant,
  resolveTenant,
} from '@dastarkhan/domain';
import type { AppLoadContext } from 'react-router';
import { COOKIE, parseCookies, serializeCookie } from '../../lib/cookies';
import { serverApi } from '../../lib/load-context';
import { messagesForPath } from '../messages/route-messages.server';
import { brandingOf, chooseBranch, chooseCity, chooseLanguage, enabledLanguages } from './choose';

export type StartupData = Awaited<ReturnType<typeof loadStartup>>;

const perRequest = new WeakMap<AppLoadContext, ReturnType<typeof loadStartup>>();

/**
 * The start-up data of this request, computed once however many loaders ask (the load context
 * is created per request by the server).
 */
export function startupFor(request: Request, context: AppLoadContext): ReturnType<typeof loadStartup> {
  let startup = perRequest.get(context);
  if (!startup) {
    startup = loadStartup(request, context);
    perRequest.set(context, startup);
  }
  return startup;
}

/**
 * Spec §4 start-up, done on the server for the first render: merchant by sub-domain → settings
 * → cities (and branches) → web-bot context (client-only) → catalogue (the home loader) →
 * branding. Returns what the page needs plus the cookies to set.
 */
export async function loadStartup(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const choice = resolveTenant({
    host: request.headers.get('host') ?? url.host,
    vendor: url.searchParams.get('vendor'),
    merchantCookie: cookies[COOKIE.merchant],
    developmentHosts: context.developmentHosts,
    platformHosts: context.platformHosts,
  });

  const guest = serverApi(context, null);
  // A tenant's own domain (issue 17) wins over the sub-domain rule.
  const ownDomain = ownDomainCandidate(request.headers.get('host') ?? url.host, context.developmentHosts);
  const [, byDomain] = ownDomain
    ? await guest.get<PublicMerchant>(`/users/v1/merchants/host/${encodeURIComponent(ownDomain)}`)
    : [null, null];
  const [error0, found] = byDomain
    ? [null, byDomain]
    : choice.kind === 'sub'
      ? await guest.get<PublicMerchant>(`/users/v1/merchants/sub/${encodeURIComponent(choice.sub)}`)
      : choice.kind === 'merchantId'
        ? await guest.get<PublicMerchant>(`/users/v1/merchants/${choice.merchantId}`)
        : // A host outside the platform's (issue 20): it names no tenant, whatever its first label.
          [{ status: 404 }, null];
  let [error, merchant] = [error0, found];
  if (error && choice.kind === 'merchantId') {
    // A stale cookie of a merchant that is gone: fall back to the development default.
    [error, merchant] = await guest.get<PublicMerchant>(`/users/v1/merchants/sub/${choice.fallbackSub}`);
  }
  if (error || !merchant) {
    throw new Response(null, { status: error?.status === 404 ? 404 : 503, statusText: 'Tenant not found' });
  }

  const api = serverApi(context, merchant.id);
  const [[settingsError, storedSettings], [, cities], [, branches]] = await Promise.all([
    api.get<MerchantSettings>('/support/v1/merchant/settings/web'),
    api.get<City[]>(`/users/v1/city-merchant/merchant/${merchant.id}`),
    api.get<Branch[]>('/users/v1/branches'),
  ]);
  // Spec §8: settings errors fall back to the defaults.
  const settings = settingsError || !storedSettings ? defaultMerchantSettings(merchant.id) : storedSettings;

  const lang: Language = chooseLanguage(cookies[COOKIE.lang], settings);
  const city = chooseCity(cookies[COOKIE.city], cities ?? [], merchant);
  const branch = chooseBranch(cookies[COOKIE.branch], branches ?? [], city);

  const setCookies: string[] = [];
  if (cookies[COOKIE.merchant] !== String(merchant.id))
    setCookies.push(serializeCookie(COOKIE.merchant, String(merchant.id)));
  // From the first visit on, the language in use is remembered (lowercase, spec §1).
  if (cookies[COOKIE.lang] !== lang) setCookies.push(serializeCookie(COOKIE.lang, lang));

  // Only the words this page's routes use travel with it (decision 053).
  const { messages, routeIds: messageRoutes } = messagesForPath(lang, url.pathname, context.clientRoot);

  return {
    merchant,
    settings,
    cities: cities ?? [],
    branches: branches ?? [],
    cityId: city?.id ?? null,
    branchId: branch?.id ?? null,
    lang,
    languages: enabledLanguages(settings),
    // Compiled ICU messages are plain JSON (strings and arrays); typed loosely to cross the wire.
    messages,
    messageRoutes,
    branding: brandingOf(settings),
    buildId: context.buildId,
    cspNonce: context.cspNonce,
    mapTileUrl: context.mapTileUrl,
    /**
     * When this page was rendered: what depends on the clock (the closed notice) is drawn by the
     * server at this time and hydrated at it, then follows the browser's clock (lib/use-now).
     * A cached home page is at most PAGE_CACHE max age (a minute) old.
     */
    serverNow: Date.now(),
    setCookies,
  };
}
