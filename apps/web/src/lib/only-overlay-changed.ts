/**
 * True when a navigation only opened, closed or switched the product overlay (`?product=`):
 * same path, same other parameters, no form submission.
 */
export function onlyOverlayChanged({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
}): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return false;
  if (currentUrl.searchParams.get('product') === nextUrl.searchParams.get('product')) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete('product');
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl);
}
