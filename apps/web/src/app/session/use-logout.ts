import { useT, useToast } from '@dastarkhan/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from './session-store';
import { LAUNCH_KEY } from './telegram-keys';
import { useApi } from './use-session';

/**
 * Manual logout (spec §4): the token is revoked on the server (the web-bot's own path inside
 * Telegram), then everything the spec lists is cleared and the start page shown. A failed
 * revoke does not keep anyone logged in on this device.
 */
export function useLogout() {
  const { api } = useApi();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useT();
  return useCallback(async () => {
    const inWebBot = sessionStorage.getItem(LAUNCH_KEY) === '1';
    await api.post(inWebBot ? '/webbot/v1/users/logout' : '/users/v1/users/logout', {});
    sessionStore.clear();
    navigate('/');
    toast({ kind: 'success', text: t('msg.LOGGED_OUT') });
  }, [api, navigate, toast, t]);
}
