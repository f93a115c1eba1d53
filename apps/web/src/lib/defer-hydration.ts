/**
 * The server-rendered page is complete without JavaScript: menu, prices and links are in the
 * HTML. On a phone on slow 4G the ~120 KB of hydration code competed with the stylesheet and
 * the first photo for the same thin pipe, and the menu appeared ~1 s later than it could.
 *
 * This rewrites React Router's script tags in the finished HTML so the code starts downloading
 * right after the first paint instead of before it:
 *   - the `<link rel="modulepreload">` tags (hoisted into <head> by React) are dropped;
 *   - the inline module script that imports the entry and route modules is made inert
 *     (`type="text/x-hydrate"`), and a tiny loader re-inserts it as a module after the first
 *     frame — and, when the page has a largest-paint image (MediaImage `priority`:
 *     `fetchpriority="high"`), after that photo is on the screen, so the code neither takes the
 *     pipe from it nor holds the main thread before it is shown — or after FALLBACK_MS in any
 *     case (no frame in a background tab, a photo that is slow or never comes).
 *     "On the screen" is the photo's Element Timing entry (MediaImage gives the priority photo
 *     an `elementtiming` attribute), reported once the frame holding it has been presented. The
 *     load event plus a frame was too early: the paint often lands a frame or two later, and
 *     code fetched before it shares the pipe with the photo (Lighthouse's simulation counts every
 *     request that starts before the observed largest paint). Browsers without Element Timing
 *     (Safari, Firefox) keep the load event and a frame.
 * React's hydration tolerates both changes: hoisted links are matched by key and re-created,
 * and Router's scripts carry suppressHydrationWarning.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const ROUTER_MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const FALLBACK_MS = 1500;

export function deferHydration(html: string): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const nonce = script[1];
  const inert = `<script nonce="${nonce}" type="text/x-hydrate" id="hydrate-modules">`;
  const loader =
    `<script nonce="${nonce}">(function(){var d=0;function go(){if(d++)return;` +
    `var s=document.getElementById('hydrate-modules'),m=document.createElement('script');` +
    `m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;document.body.appendChild(m)}` +
    `function after(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `var i=document.querySelector('img[fetchpriority=high]'),P=window.PerformanceObserver,` +
    `t=P&&P.supportedEntryTypes||[];` +
    `if(i&&t.indexOf('element')>=0){new P(function(l,o){if(l.getEntries().some(function(e){` +
    `return e.element===i})){o.disconnect();setTimeout(go,0)}}).observe({type:'element',buffered:true});` +
    `i.addEventListener('error',after)}` +
    `else if(i&&!i.complete){i.addEventListener('load',after);i.addEventListener('error',after)}else after();` +
    `setTimeout(go,${FALLBACK_MS})})()</script>`;
  const withoutPreloads = html.replace(MODULE_PRELOAD, '');
  const start = withoutPreloads.indexOf(script[0]);
  const end = withoutPreloads.indexOf('</script>', start) + '</script>'.length;
  return (
    withoutPreloads.slice(0, start) +
    inert +
    withoutPreloads.slice(start + script[0].length, end) +
    loader +
    withoutPreloads.slice(end)
  );
}
