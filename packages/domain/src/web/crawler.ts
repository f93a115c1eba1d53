/**
 * Search engines, link previews and archivers (decision 046; shared with the server's page cache,
 * decision 044, which keeps their page apart from browsers'): they get the whole menu as HTML in
 * one complete document, since many of them run no script and none scrolls. Browsers get the
 * first screen streamed and the rest of the menu after hydration. A short own pattern instead of
 * a dependency: a crawler it misses still gets the first screen and every category's name, a
 * browser it takes for a crawler still gets a complete, working page.
 */
const CRAWLER =
  /bot\b|bot\/|crawler|spider|crawling|slurp|facebookexternalhit|embedly|skypeuripreview|whatsapp|vkshare|yandex|baiduspider|ia_archiver/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
