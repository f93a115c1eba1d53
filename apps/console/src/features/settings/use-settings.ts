import type { IntegrationCheck, OperatorSettings, OperatorSettingsUpdate } from '@dastarkhan/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../app/session';

/** The settings as last answered: a save of the bot token also says how setting the bot up went. */
export type SavedSettings = OperatorSettings & { telegramSetup?: IntegrationCheck };

export type SettingsState =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'ready'; settings: SavedSettings };

/** A section's save: null when it worked, else the server's message in the interface language. */
export type Save = (part: OperatorSettingsUpdate) => Promise<string | null>;

/** The OWNER's settings: one load, each section saves its own part and gets the whole answer back. */
export function useSettings() {
  const api = useApi();
  const [state, setState] = useState<SettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once and on retry, not for a new language.
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void api.get<OperatorSettings>('/users/v1/operator/settings').then(([error, settings]) => {
      if (live)
        setState(error ? { status: 'error', text: error.text } : { status: 'ready', settings: settings! });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const save: Save = useCallback(
    async (part) => {
      const [error, settings] = await api.put<SavedSettings>('/users/v1/operator/settings', part);
      if (error) return error.text;
      setState({ status: 'ready', settings: settings! });
      return null;
    },
    [api],
  );

  const check = useCallback(
    async (integration: string): Promise<IntegrationCheck | string> => {
      const [error, result] = await api.post<IntegrationCheck>(
        `/users/v1/operator/settings/check/${integration}`,
        {},
      );
      return error ? error.text : result!;
    },
    [api],
  );

  return { state, save, check, retry: () => setAttempt((n) => n + 1) };
}
