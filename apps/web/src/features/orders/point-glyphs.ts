import type { OrderPointKind } from './map-points';

// Inline SVG faces of the order map's markers and of its list (no image requests). Colours come
// from order-map.css through currentColor.
export const POINT_GLYPHS: Record<OrderPointKind, string> = {
  // A shop front.
  branch:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 4h16l1.5 5a3 3 0 0 1-5.25 2A3 3 0 0 1 12 12.2 3 3 0 0 1 7.75 11 3 3 0 0 1 2.5 9zm1 9.6a4.9 4.9 0 0 0 2.75-.3A5 5 0 0 0 12 14.3a5 5 0 0 0 4.25-1 4.9 4.9 0 0 0 2.75.3V20H5zM10 16v4h4v-4z"/></svg>',
  // A house.
  destination:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3z"/></svg>',
  // A scooter.
  courier:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M14 5h3l3.2 8.1A3.5 3.5 0 1 1 16.6 17H9.9A3.5 3.5 0 1 1 6 13.1V11h7l-1.2-3H9V6h4.2zm-8 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm13 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"/></svg>',
};
