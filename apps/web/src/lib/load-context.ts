import { createApiClient, type FetchLike } from '@dastarkhan/client';

/** What the Node server hands every loader (apps/api/src/storefront). */
export interface StorefrontContext {
  /** Answers `/api/...` in-process (Fastify inject): same validation and caching, no network hop. */
  fetch: FetchLike;
  cspNonce: string;
  buildId: string;
  /**
   * The built browser files (`build/client`): the server reads which messages each route's code
   * uses from them (decision 053). Absent: every page gets every message.
   */
  clientRoot?: string;
  mapTileUrl: string;
  developmentHosts: string[];
  /** PLATFORM_HOSTS: the base domains whose sub-domains are tenants. */
  platformHosts: string[];
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}

/** An API client for a loader, bound to the tenant (and the visitor's token, when there is one). */
export function serverApi(context: StorefrontContext, merchantId: number | null, token?: string | null) {
  return createApiClient({ fetch: context.fetch, merchantId, token });
}
