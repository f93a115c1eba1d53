import { I18nProvider, ToastProvider } from '@dastarkhan/client';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { messagesVersion, withFetchedMessages } from './app/messages/fetched-messages';
import { routeMessagesMiddleware } from './app/messages/load-route-messages';
import { type StartupData, startupFor } from './app/startup/load-startup.server';
import { TenantProvider } from './app/startup/tenant-context';
import { TelegramBridge } from './app/telegram-bridge/telegram-bridge';
import { ErrorScreen } from './components/error-screen';
import { onlyOverlayChanged } from './lib/only-overlay-changed';
import { siteTitleMeta, titleMeta } from './lib/page-title';
import { useHydrated } from './lib/use-hydrated';
import appCss from './styles/app.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { setCookies, ...startup } = await startupFor(request, context);
  const headers = new Headers();
  // The service worker keeps offline copies per tenant by this (decision 030).
  headers.set('x-dastarkhan-tenant', startup.merchant.sub);
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return data(startup, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The tenant's title, until a route's own meta (every page has one, lib/page-title) replaces it;
 * an error screen drawn by a boundary says what went wrong ("Page not found — Brand").
 */
export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [{ title: 'Dastarkhan' }];
  if (!args.error) return siteTitleMeta(args);
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return titleMeta(notFound ? 'error.notFound' : 'error.title')(args);
};

/** A client-side navigation fetches the words of the routes it shows (decision 053). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeMessagesMiddleware];

/** Opening or closing a product overlay (`?product=`) changes nothing the root loaded. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  onlyOverlayChanged(args) ? false : args.defaultShouldRevalidate;

function themeCss(startup: Omit<StartupData, 'setCookies'>) {
  const { mainColor, onMainColor } = startup.branding;
  return `:root{--brand:${mainColor};--on-brand:${onMainColor};}`;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const startup = useRouteLoaderData<typeof loader>('root');
  const lang = startup?.lang ?? 'uz';
  return (
    <html lang={lang === 'eng' ? 'en' : lang} data-theme={startup?.branding.dark ? 'dark' : 'light'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={startup?.branding.mainColor ?? '#FCE000'} />
        {startup?.settings.favicon && <link rel="icon" href={startup.settings.favicon} />}
        <Meta />
        <Links />
        {/* After the stylesheet, so the tenant's colours win over the defaults — in the first paint. */}
        {startup && <style nonce={startup.cspNonce}>{themeCss(startup)}</style>}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={startup?.cspNonce} />
        <Scripts nonce={startup?.cspNonce} />
      </body>
    </html>
  );
}

// Only a tenant that is not live yet shows it (decision 029): it stays out of everyone's first
// load; the server renders it whole (onAllReady) and hydration waits for its chunk.
const OpeningSoon = lazy(() => import('./components/opening-soon').then((m) => ({ default: m.OpeningSoon })));
// New-build detection polls once a minute: its code waits until the page is interactive instead
// of riding on the first load.
const BuildWatcher = lazy(() =>
  import('./app/build-watch/build-watcher').then((m) => ({ default: m.BuildWatcher })),
);

export default function App({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const fetchedVersion = useSyncExternalStore(
    messagesVersion.subscribe,
    messagesVersion.get,
    messagesVersion.getServer,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says fetched messages arrived.
  const messages = useMemo(
    () => withFetchedMessages(loaderData.lang, loaderData.messages),
    [loaderData.lang, loaderData.messages, fetchedVersion],
  );
  return (
    <I18nProvider lang={loaderData.lang} messages={messages}>
      <TenantProvider value={loaderData}>
        <ToastProvider>
          {hydrated && (
            <Suspense fallback={null}>
              <BuildWatcher buildId={loaderData.buildId} />
            </Suspense>
          )}
          <TelegramBridge />
          {loaderData.merchant.live ? (
            <Outlet />
          ) : (
            <Suspense fallback={null}>
              <OpeningSoon />
            </Suspense>
          )}
        </ToastProvider>
      </TenantProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const startup = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const screen = <ErrorScreen status={status} path={location.pathname} />;
  if (!startup) return <ErrorScreen status={status} path={location.pathname} bare />;
  return (
    <I18nProvider lang={startup.lang} messages={startup.messages}>
      {startup.merchant.live ? (
        screen
      ) : (
        // A route of a tenant not live yet fails for want of data: the page still just says "soon".
        <TenantProvider value={startup}>
          <Suspense fallback={null}>
            <OpeningSoon />
          </Suspense>
        </TenantProvider>
      )}
    </I18nProvider>
  );
}
