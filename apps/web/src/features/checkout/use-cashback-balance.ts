import { useCallback, useEffect, useState } from 'react';
import { sessionStore } from '../../app/session/session-store';
import { useApi } from '../../app/session/use-session';
import { getMe } from './get-me';

/**
 * The customer's cashback balance, fresh from the server (the stored profile may be days old):
 * null until known. A failure keeps the stored figure, so the dialog still has a limit.
 */
export function useCashbackBalance(enabled: boolean, stored: number | null | undefined) {
  const { authed } = useApi();
  const [balance, setBalance] = useState<number | null>(null);

  const refresh = useCallback(async () => {
    const [error, user] = await authed(getMe);
    if (error) {
      setBalance((current) => current ?? stored ?? 0);
      return;
    }
    setBalance(user.cashback ?? 0);
    sessionStore.updateUser(user);
  }, [authed, stored]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per checkout visit, not per render.
  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled]);

  return { balance: enabled ? balance : 0, refresh };
}
