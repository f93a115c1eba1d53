import type { AddressType } from '@dastarkhan/domain';

const PATHS = {
  // A house with a pitched roof and a door.
  HOUSE: 'M3 10.5 12 3l9 7.5M5.5 8.5V21h13V8.5M10 21v-6h4v6',
  // A block of flats with windows.
  APARTMENT: 'M5 21V4h10v17M15 9h4v12M3 21h18M8 7.5h1M11 7.5h1M8 11h1M11 11h1M8 14.5h1M11 14.5h1M9 21v-3h2v3',
  trash: 'M4 7h16M9 7V4h6v3M6.5 7l1 13h9l1-13M10 11v6M14 11v6',
  locate:
    'M12 2v3M12 19v3M2 12h3M19 12h3M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  plus: 'M12 5v14M5 12h14',
} as const;

export type AddressIconName = keyof typeof PATHS;

/** Line icons in the text colour; decorative — the text beside them says the same. */
export function AddressIcon({ name, size = 24 }: { name: AddressIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The round badge of an address card: a house or a block of flats. */
export function AddressTypeBadge({ type }: { type: AddressType }) {
  return (
    <span className="addr-badge" aria-hidden="true">
      <AddressIcon name={type} />
    </span>
  );
}
