/**
 * The marker pin as inline SVG (no image requests, nothing for the bundler to rewrite). Colours
 * come from maps.css: the body uses var(--brand), the outline var(--text) for contrast on light
 * brand colours such as the default #FCE000.
 */
export const PIN_SIZE = { width: 28, height: 38 } as const;
export const PIN_SIZE_SELECTED = { width: 38, height: 52 } as const;

export const PIN_SVG =
  '<svg class="maps-pin__svg" viewBox="0 0 28 38" width="100%" height="100%" aria-hidden="true" focusable="false">' +
  '<path class="maps-pin__body" d="M14 36.5C14 36.5 1.5 22.6 1.5 13.6 1.5 6.6 7.1 1.5 14 1.5S26.5 6.6 26.5 13.6C26.5 22.6 14 36.5 14 36.5Z"/>' +
  '<circle class="maps-pin__dot" cx="14" cy="13.5" r="5"/>' +
  '</svg>';

export function pinClassName(selected: boolean): string {
  return selected ? 'maps-pin maps-pin--selected' : 'maps-pin';
}

export function pinSize(selected: boolean) {
  return selected ? PIN_SIZE_SELECTED : PIN_SIZE;
}
