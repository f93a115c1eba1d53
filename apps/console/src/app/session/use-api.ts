import { type ApiError, apiErrorText, createApiClient, useT, useToast } from '@dastarkhan/client';
import type { Language } from '@dastarkhan/domain';
import { MERCHANT_HEADER } from '@dastarkhan/domain/client';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useMerchant } from '../boot';
import { consoleSession } from './console-session';
import { useSession } from './use-session';

/** An API failure with its message already in the interface language (spec §8). */
export interface ConsoleApiError extends ApiError {
  text: string;
}
export type ConsoleResult<T> = [ConsoleApiError, null] | [null, T];

type Query = Record<string, string | number | undefined | null>;

export interface ConsoleApi {
  get<T>(path: string, query?: Query): Promise<ConsoleResult<T>>;
  post<T>(path: string, body: unknown): Promise<ConsoleResult<T>>;
  put<T>(path: string, body: unknown): Promise<ConsoleResult<T>>;
  /** A body only where the thing removed is named by more than an id (a push endpoint). */
  delete<T>(path: string, body?: unknown): Promise<ConsoleResult<T>>;
  /**
   * The headers of a call made by hand (a `fetch` stream of `/api/orders/v1/operator/events`:
   * EventSource cannot send headers): the `merchant` header and the bearer token.
   */
  headers(): Record<string, string>;
  /** The same calls with another token (sign-in, before the session is stored). */
  withToken(token: string): ConsoleApi;
}

interface ApiSetup {
  merchantId: number;
  token: string | null;
  lang: Language;
  /** The generic line when the server sent no message. */
  fallback: string;
  /** A 401 on a call that carried a token: the session is over. */
  onUnauthorized: () => void;
}

export function createConsoleApi(setup: ApiSetup): ConsoleApi {
  const { merchantId, token, lang, fallback, onUnauthorized } = setup;
  const client = createApiClient({
    fetch: (url, init) => fetch(url, init),
    merchantId,
    token,
    language: lang,
  });
  const settle = async <T>(call: Promise<[ApiError, null] | [null, T]>): Promise<ConsoleResult<T>> => {
    const [error, data] = await call;
    if (!error) return [null, data as T];
    if (error.status === 401 && token) onUnauthorized();
    return [{ ...error, text: apiErrorText(error, lang, fallback) }, null];
  };
  return {
    get: (path, query) => settle(client.get(path, query)),
    post: (path, body) => settle(client.post(path, body)),
    put: (path, body) => settle(client.put(path, body)),
    delete: (path, body) => settle(client.delete(path, body)),
    headers: () => ({
      [MERCHANT_HEADER]: String(merchantId),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    }),
    withToken: (other) => createConsoleApi({ ...setup, token: other }),
  };
}

/**
 * The console's API calls: path after `/api` (`api.get<StaffOrder[]>('/orders/v1/operator/orders')`),
 * the tenant's `merchant` header and the staff token added, the answer as `[error, data]` with
 * `error.text` in the interface language. A 401 on a call made with a token means the session is
 * over: it is forgotten and the login screen shown. Anything else is the caller's to show.
 */
export function useApi(): ConsoleApi {
  const merchant = useMerchant();
  const token = useSession()?.token ?? null;
  const { lang, t } = useT();
  const navigate = useNavigate();
  const toast = useToast();
  return useMemo(
    () =>
      createConsoleApi({
        merchantId: merchant.id,
        token,
        lang,
        fallback: t('shell.errorTitle'),
        onUnauthorized: () => {
          consoleSession.remove();
          navigate('/login', { replace: true });
          toast({ kind: 'error', text: t('msg.UNAUTHORIZED') });
        },
      }),
    [merchant.id, token, lang, t, navigate, toast],
  );
}
