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

describe('deferHydration', () => {
  const html = deferHydration(page);

  it('drops the module preloads but keeps the stylesheet', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('rel="stylesheet" href="/assets/app.css"');
  });

  it('keeps the router module code, inert, under its nonce', () => {
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain(
      '<script nonce="n1" type="text/x-hydrate" id="hydrate-modules">import * as route0 from "/assets/root.js";',
    );
  });

  it('adds a loader with the same nonce right after the inert script', () => {
    const inertEnd = html.indexOf('</script>', html.indexOf('id="hydrate-modules"')) + '</script>'.length;
    const loader = html.slice(inertEnd, html.indexOf('</body>'));
    expect(loader.startsWith('<script nonce="n1">')).toBe(true);
    expect(loader).toContain("m.type='module'");
    expect(loader).toContain('requestAnimationFrame');
  });

  it('waits for the largest-paint photo (fetchpriority high) before loading the code, with a bound', () => {
    const inertEnd = html.indexOf('</script>', html.indexOf('id="hydrate-modules"')) + '</script>'.length;
    const loader = html.slice(inertEnd, html.indexOf('</body>'));
    expect(loader).toContain("querySelector('img[fetchpriority=high]')");
    expect(loader).toContain("addEventListener('load',after)");
    expect(loader).toContain("addEventListener('error',after)");
    expect(loader).toContain('setTimeout(go,1500)');
  });

  it('leaves a page without router scripts (an error body) untouched', () => {
    const plain = '<html><body><h1>500</h1></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
