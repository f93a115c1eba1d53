// What `react` means in the storefront's browser build (decision 057) (vite.config.ts aliases it here for
// the client environment only; the server keeps React 19). preact/compat, with one difference:
// its useSyncExternalStore ignores getServerSnapshot, while this app relies on it (useHydrated,
// the session, favourites, checkout and search stores) to draw the server's HTML first. Here
// the server snapshot is used by components drawn during hydration, then the client one.
import * as compat from 'preact/compat';

// @ts-expect-error preact/compat's types are `export =` (a namespace); its module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

let hydrating = true;

/** entry.client calls this once Preact has adopted the server's DOM. */
export function hydrationDone() {
  hydrating = false;
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromServer, setFromServer] = compat.useState(hydrating && getServerSnapshot !== undefined);
  compat.useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return compat.useSyncExternalStore(
    subscribe,
    fromServer && getServerSnapshot ? getServerSnapshot : getSnapshot,
  );
}
