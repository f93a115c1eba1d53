/**
 * Where the phone's basket bar shows (issue 19): the pages a customer picks dishes on from cards —
 * the menu, a category, search results — and only with something in the basket. A product page
 * has its own purchase bar, which links to the basket (a third bar would stack up and move it on
 * load); the basket and checkout pages are the bar's destination; account pages have the tab
 * bar's badge.
 */
export function basketBarShown(pathname: string, count: number): boolean {
  if (count <= 0) return false;
  return (
    pathname === '/' ||
    pathname === '/category' ||
    pathname.startsWith('/category/') ||
    pathname === '/search'
  );
}

/**
 * "Added" feedback of the bar: only when the count rose on the same page after the stored basket was known
 * (the stored basket appearing after hydration, or a line removed, is no addition).
 */
export function countRose(previous: number | null, next: number): boolean {
  return previous !== null && next > previous;
}
