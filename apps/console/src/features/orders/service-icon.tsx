import type { ServiceType } from '@dastarkhan/domain';

// Drawn inline: emoji are missing on some cheap phones and kiosks.
const PATHS: Record<'go' | 'bag' | 'table', string> = {
  go: 'M5 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0Zm10 0a2 2 0 1 0 4 0 2 2 0 0 0-4 0ZM3 13h8l2-5h3l3 9M7 8h4',
  bag: 'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  table: 'M3 9h18M6 9v10M18 9v10M8 5h8',
};

export function ServiceIcon({ type }: { type: ServiceType }) {
  const shape = type === 'PICK_UP' ? 'bag' : type === 'DINE_IN' ? 'table' : 'go';
  return (
    <svg
      className="service-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[shape]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
