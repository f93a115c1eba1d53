import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration';

const page = [
  '<html><head>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="n1"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/app.css"/>',
  '</head><body><main>menu</main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('');

function loaderOf(html: string) {
  const inertEnd = html.indexOf('</script>', html.indexOf('id="hydrate-modules"')) + '</script>'.length;
  const loader = html.slice(inertEnd, html.indexOf('</body>'));
  return {
    tag: loader.slice(0, loader.indexOf('>') + 1),
    code: loader.slice(loader.indexOf('>') + 1, -'</script>'.length),
  };
}

/**
 * Runs the loader in a stand-in page: a largest-paint photo (or none), Element Timing or not,
 * and a clock moved by hand. `appended` is what the loader put in the body: the module script.
 */
function stagePage({ photo = true, elementTiming = true, complete = false } = {}) {
  const listeners: Record<string, Array<() => void>> = {};
  const img = {
    complete,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
  };
  let now = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  const frames: Array<() => void> = [];
  const observers: Array<{ callback: (list: unknown, observer: unknown) => void; disconnected: boolean }> =
    [];
  const appended: Array<{ type: string; nonce: string; textContent: string }> = [];
  class FakeObserver {
    static supportedEntryTypes = elementTiming ? ['element', 'largest-contentful-paint'] : ['paint'];
    record: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean };
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, disconnected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'element', buffered: true });
      observers.push(this.record);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const context = {
    window: { PerformanceObserver: FakeObserver },
    document: {
      querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' && photo ? img : null),
      getElementById: (id: string) =>
        id === 'hydrate-modules'
          ? { nonce: 'n1', textContent: 'import("/assets/entry.client-A.js");' }
          : null,
      createElement: () => ({ type: '', nonce: '', textContent: '' }),
      body: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
  };
  runInNewContext(loaderOf(deferHydration(page)).code, context);
  return {
    appended,
    fire: (type: string) => {
      for (const listener of listeners[type] ?? []) listener();
    },
    /** The browser reports Element Timing entries for these elements. */
    report: (...elements: unknown[]) => {
      for (const observer of observers.filter((o) => !o.disconnected))
        observer.callback(
          { getEntries: () => elements.map((element) => ({ element })) },
          {
            disconnect: () => {
              observer.disconnected = true;
            },
          },
        );
    },
    img,
    frame: () => {
      for (const run of frames.splice(0)) run();
    },
    advance: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('deferHydration', () => {
  const html = deferHydration(page);

  it('drops the module preloads but keeps the stylesheet', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('rel="stylesheet" href="/assets/app.css"');
  });

  it('keeps the router module code, inert, under its nonce, with a loader under the same nonce', () => {
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain(
      '<script nonce="n1" type="text/x-hydrate" id="hydrate-modules">import * as route0 from "/assets/root.js";',
    );
    expect(loaderOf(html).tag).toBe('<script nonce="n1">');
  });

  it('leaves a page without router scripts (an error body) untouched', () => {
    const plain = '<html><body><h1>500</h1></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe('the hydration loader', () => {
  it('waits until the largest-paint photo is on the screen (its Element Timing entry), not its load', () => {
    const page = stagePage();
    page.fire('load');
    page.frame();
    page.advance(10);
    page.report({ other: 'element' });
    page.advance(10);
    expect(page.appended).toHaveLength(0);
    page.report(page.img);
    page.advance(0);
    expect(page.appended).toEqual([
      { type: 'module', nonce: 'n1', textContent: 'import("/assets/entry.client-A.js");' },
    ]);
    page.advance(2000);
    expect(page.appended).toHaveLength(1);
  });

  it('starts after a photo that fails to load, one frame later', () => {
    const page = stagePage();
    page.fire('error');
    expect(page.appended).toHaveLength(0);
    page.frame();
    page.advance(0);
    expect(page.appended).toHaveLength(1);
  });

  it('without Element Timing (Safari, Firefox), starts a frame after the photo loads', () => {
    const page = stagePage({ elementTiming: false });
    page.advance(100);
    expect(page.appended).toHaveLength(0);
    page.fire('load');
    page.frame();
    page.advance(0);
    expect(page.appended).toHaveLength(1);
  });

  it('without a largest-paint photo, starts after the first frame', () => {
    const page = stagePage({ photo: false });
    expect(page.appended).toHaveLength(0);
    page.frame();
    page.advance(0);
    expect(page.appended).toHaveLength(1);
  });

  it('starts after 1.5 s whatever happens (a photo never painted, a background tab)', () => {
    const page = stagePage();
    page.advance(1499);
    expect(page.appended).toHaveLength(0);
    page.advance(1);
    expect(page.appended).toHaveLength(1);
    page.report(page.img);
    page.advance(10);
    expect(page.appended).toHaveLength(1);
  });
});
