import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { consoleSession } from './console-session';
import { useApi } from './use-api';

/**
 * Ends the staff session: the token is revoked on the server (the customers' logout call; a
 * failure does not keep anyone signed in on this device), the console's session forgotten, the
 * login screen shown. The storefront's session on the same host is left alone.
 */
export function useLogout() {
  const api = useApi();
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.post('/users/v1/users/logout', {});
    consoleSession.remove();
    navigate('/login', { replace: true });
  }, [api, navigate]);
}
