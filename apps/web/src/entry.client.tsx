import { hydrate } from 'preact/compat';
import { StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { hydrationDone } from './lib/preact-react';

// Decision 057: the browser runs on preact/compat (vite.config.ts aliases react and
// react-dom for the client build only); the server still renders with React 19.
//
// 1. HydratedRouter suspends (throws the promise of the decoded server state) on its first
//    render; React's root waits for that by itself, Preact has nothing at the root to catch it.
//    So the state is decoded first: calling the component once throws that promise before any
//    hook runs, and hydration starts when it settles.
// 2. Preact hydrates `document` as `document.documentElement` (preact#3794), so the app's `<html>`
//    would be created anew inside the existing one. A stand-in parent whose only child is the
//    existing `<html>` lets Preact adopt it.
// 3. Preact adopts DOM nodes by tag, in order, without correcting attributes, and removes what
//    the tree does not draw. The head holds nodes React's tree does not draw: the image preloads
//    React adds before everything (adopted by the wrong <link>, they cost the page its
//    stylesheets), and the PWA tags the server splices in (lib/pwa-head). The preloads step aside
//    during hydration and come back; the PWA tags stay where they are (taken out and put back,
//    Chromium reports "manifest-location-changed"), hidden from Preact's clean-up: it removes a
//    node through its parentNode, which they deny having meanwhile.
async function decodedState() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

function documentRoot() {
  const html = document.documentElement;
  const insert = (child: Node, before: Node | null) =>
    document.insertBefore(child, before ?? html.nextSibling);
  return {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    parentNode: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: insert,
    appendChild: (child: Node) => insert(child, null),
    removeChild: (child: Node) => document.removeChild(child),
  } as unknown as Element;
}

const PWA_HEAD = 'link[rel="manifest"], link[rel="apple-touch-icon"], meta[name="mobile-web-app-capable"]';

decodedState().then(() => {
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')];
  for (const node of preloads) node.remove();
  const pwa = [...document.head.querySelectorAll(PWA_HEAD)];
  for (const node of pwa) Object.defineProperty(node, 'parentNode', { value: null, configurable: true });
  hydrate(
    (
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    ) as unknown as Parameters<typeof hydrate>[0],
    documentRoot(),
  );
  hydrationDone();
  for (const node of pwa) delete (node as { parentNode?: unknown }).parentNode;
  document.head.prepend(...preloads);
  // React announces its commits to a DevTools hook (the e2e specs wait on it); Preact does not.
  window.dispatchEvent(new Event('dastarkhan:hydrated'));
});
