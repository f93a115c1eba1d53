import { type ApiClient, type ApiResult, createApiClient, useT, useToast } from '@dastarkhan/client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useTenant } from '../startup/tenant-context';
import { type Session, sessionStore } from './session-store';

/**
 * 'unknown' on the server and during hydration (the token lives in the browser only), then
 * 'guest' or 'user'. Account screens show a skeleton while it is unknown, never a wrong state.
 */
export type SessionState = { status: 'unknown' } | { status: 'guest' } | { status: 'user'; session: Session };

const UNKNOWN: SessionState = { status: 'unknown' };
const GUEST: SessionState = { status: 'guest' };
const states = new WeakMap<Session, SessionState>();

export function useSession(): SessionState {
  const { merchant } = useTenant();
  const session = useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.get(merchant.id) ?? GUEST,
    () => UNKNOWN,
  );
  if (session === GUEST || session === UNKNOWN) return session;
  const known = session as Session;
  let state = states.get(known);
  if (!state) {
    state = { status: 'user', session: known };
    states.set(known, state);
  }
  return state;
}

/**
 * An API client for the browser with this tenant, the stored token (sent only when there is one,
 * spec §6) and the interface language. `authed` runs a call and applies spec §8 to a 401: log out,
 * go to '/', say that things are out of date.
 */
export function useApi(): {
  api: ApiClient;
  authed: <T>(call: (api: ApiClient) => Promise<ApiResult<T>>) => Promise<ApiResult<T>>;
} {
  const { merchant } = useTenant();
  const { lang, t } = useT();
  const state = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const token = state.status === 'user' ? state.session.token : null;
  const api = useMemo(
    () =>
      createApiClient({
        fetch: (url, init) => fetch(url, init),
        merchantId: merchant.id,
        token,
        language: lang,
      }),
    [merchant.id, token, lang],
  );
  const authed = useCallback(
    async <T>(call: (api: ApiClient) => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call(api);
      if (result[0]?.status === 401 && token) {
        sessionStore.clear();
        navigate('/');
        toast({ kind: 'error', text: t('msg.UNAUTHORIZED') });
      }
      return result;
    },
    [api, token, navigate, toast, t],
  );
  return { api, authed };
}
