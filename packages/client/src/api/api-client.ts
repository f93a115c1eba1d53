import type { ErrorCode, Multilingual } from '@dastarkhan/domain';
import {
  DEFAULT_RETRY_COUNT,
  MERCHANT_HEADER,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
} from '@dastarkhan/domain/client';

/** An API failure as the client sees it: the server's code and message, or a network fault. */
export interface ApiError {
  status: number;
  code: ErrorCode | 'NETWORK_ERROR';
  message: Multilingual | null;
  field?: string;
}

/** Spec §7: every wrapper returns a pair [error, result]; the caller decides what to show. */
export type ApiResult<T> = [ApiError, null] | [null, T];

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch: FetchLike;
  /** '' in the browser (same origin); the server passes its own origin-less fetch. */
  baseUrl?: string;
  merchantId?: number | null;
  token?: string | null;
  /** The interface language, so texts the server writes for the person (an SMS) match it. */
  language?: string;
}

const NETWORK_ERROR: Multilingual = {
  uz: "Tarmoq bilan bog'lanib bo'lmadi. Qayta urinib ko'ring.",
  ru: 'Нет связи с сервером. Попробуйте ещё раз.',
  eng: 'Could not reach the server. Please try again.',
};

/** The longest a request waits for a draining server's Retry-After before its one retry. */
const DRAIN_RETRY_CAP_MS = 2_000;

/**
 * A process shutting down (decision 041) refuses late requests with 503 SERVER_DRAINING before
 * any handler ran, so even a POST without an idempotency key is safe to send again: nothing was
 * done. The retry goes on a fresh connection (the refusal closed this one), which the proxy
 * gives to another process.
 */
async function drainingDelayMs(res: Response): Promise<number | null> {
  if (res.status !== 503) return null;
  const json = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string } } | null;
  if (json?.error?.code !== 'SERVER_DRAINING') return null;
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, DRAIN_RETRY_CAP_MS) : 0;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiClient({ fetch, baseUrl = '', merchantId, token, language }: ApiClientOptions) {
  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    retries = DEFAULT_RETRY_COUNT,
    drainRetried = false,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (merchantId) headers[MERCHANT_HEADER] = String(merchantId);
    // Spec §6: the bearer token is sent only when one is stored.
    if (token) headers.authorization = `Bearer ${token}`;
    if (language) headers['accept-language'] = language === 'eng' ? 'en' : language;
    const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
    if (body !== undefined) headers['content-type'] = isBlob ? body.type : 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isBlob ? body : JSON.stringify(body),
        signal: controller.signal,
      });
      const drainDelay = drainRetried ? null : await drainingDelayMs(res);
      if (drainDelay !== null) {
        clearTimeout(timer);
        await wait(drainDelay);
        return request<T>(method, path, body, retries, true);
      }
      // Spec §7: one retry on transient statuses, for calls without a body.
      if (body === undefined && retries > 0 && RETRY_STATUSES.includes(res.status)) {
        return request<T>(method, path, body, retries - 1, drainRetried);
      }
      const json = (await res.json().catch(() => null)) as {
        data?: T;
        error?: Omit<ApiError, 'status'>;
      } | null;
      if (!res.ok || !json || json.error) {
        const error = json?.error;
        return [
          {
            status: res.status,
            code: error?.code ?? 'INTERNAL_ERROR',
            message: error?.message ?? null,
            ...(error?.field ? { field: error.field } : {}),
          },
          null,
        ];
      }
      return [null, json.data as T];
    } catch {
      return [{ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR }, null];
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get: <T>(path: string, query?: Record<string, string | number | undefined | null>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== null) params.set(key, String(value));
      }
      const qs = params.toString();
      return request<T>('GET', qs ? `${path}?${qs}` : path);
    },
    post: <T>(path: string, body: unknown) => request<T>('POST', path, body, 0),
    /** Raw bytes (a photo) with their own content type. */
    upload: <T>(path: string, file: Blob) => request<T>('PUT', path, file, 0),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, body, 0),
    /** A body only where the thing removed is named by more than an id (a push endpoint). */
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body, 0),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
