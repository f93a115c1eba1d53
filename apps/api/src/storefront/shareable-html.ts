import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;

/**
 * Turns a page rendered for one response into bytes any visitor may get (decision 044): every
 * trace of that response's CSP nonce goes (the attributes, and the copy in the hydration data),
 * and each inline script is listed by its sha256 for the cached page's CSP. The nonce is 128
 * random bits in hex, so removing every occurrence of it cannot touch anything else.
 */
export function shareableHtml(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  if (!/^[0-9a-f]{32}$/.test(nonce)) throw new Error('nonce must be 32 hex digits');
  const clean = html.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, '');
  return { html: clean, scriptHashes: inlineScriptHashes(clean) };
}

/** `sha256-…` of the text of every inline `<script>` (data blocks included: harmless), once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(` ${attributes}`)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
