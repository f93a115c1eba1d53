import { options, type VNode } from 'preact';
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

/**
 * Preact adopts the server's elements without correcting their attributes, so an element keeps
 * the id React's `useId` gave it on the server while the client tree holds Preact's (another
 * format): code that looks the element up by its id, or an element drawn later that points at it
 * (`aria-describedby`, a label's `for`), would miss. During hydration the attributes that name or
 * point at ids are set to the client's values on each adopted element. `__e` is the vnode's DOM
 * node (Preact 10's mangled `_dom`, as preact/debug reads it).
 */
const ID_ATTRIBUTES: ReadonlyArray<[prop: string, attribute: string]> = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-controls', 'aria-controls'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-owns', 'aria-owns'],
  ['list', 'list'],
];

function correctIdsWhileHydrating(hydrating: () => void) {
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    const element = (vnode as VNode & { __e?: Element | null }).__e;
    if (typeof vnode.type === 'string' && element instanceof Element) {
      const props = vnode.props as Record<string, unknown>;
      for (const [prop, attribute] of ID_ATTRIBUTES) {
        const value = props[prop];
        if (typeof value === 'string' && element.getAttribute(attribute) !== value)
          element.setAttribute(attribute, value);
      }
    }
    previous?.(vnode);
  };
  try {
    hydrating();
  } finally {
    options.diffed = previous;
  }
}

const PWA_HEAD = 'link[rel="manifest"], link[rel="apple-touch-icon"], meta[name="mobile-web-app-capable"]';

decodedState().then(() => {
  // Each preload goes back where React wrote it (before the node that followed it).
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((node) => ({
    node,
    before: node.nextSibling,
  }));
  for (const { node } of preloads) node.remove();
  const pwa = [...document.head.querySelectorAll(PWA_HEAD)];
  for (const node of pwa) Object.defineProperty(node, 'parentNode', { value: null, configurable: true });
  correctIdsWhileHydrating(() =>
    hydrate(
      (
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      ) as unknown as Parameters<typeof hydrate>[0],
      documentRoot(),
    ),
  );
  hydrationDone();
  for (const node of pwa) delete (node as { parentNode?: unknown }).parentNode;
  for (const { node, before } of preloads.reverse())
    document.head.insertBefore(
      node,
      before?.parentNode === document.head ? before : document.head.firstChild,
    );
  // React announces its commits to a DevTools hook (the e2e specs wait on it); Preact does not.
  window.dispatchEvent(new Event('dastarkhan:hydrated'));
});
