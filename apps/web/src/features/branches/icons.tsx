// Small line icons of the branch screens; decorative (the text beside them says the same).
const PATHS = {
  pin: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  booking:
    'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14zM7 11h5v5H7z',
  DELIVERY:
    'M3 5h11v3h3.5L21 12v5h-2a3 3 0 0 1-6 0H9a3 3 0 0 1-6 0H1V7a2 2 0 0 1 2-2zm2 12a1 1 0 1 0 2 0 1 1 0 0 0-2 0zm10 0a1 1 0 1 0 2 0 1 1 0 0 0-2 0zm-1-7v2h5l-1.5-2z',
  PICK_UP: 'M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0zm-2.8 2 .7 10h10.2l.7-10z',
  DINE_IN:
    'M8 2v7a2 2 0 0 1-1 1.7V22H5V10.7A2 2 0 0 1 4 9V2h1.5v5h1V2h1v5h1V2zm8 0c2.2 0 4 2.7 4 6v5h-2v9h-2z',
  map: 'm15 4-6-2-6 2.2V22l6-2.2 6 2 6-2.2V2zM9 4.2l6 2v13.6l-6-2z',
  route:
    'M19 15.2V8a4 4 0 0 0-8 0v8a2 2 0 0 1-4 0V8.8a3 3 0 1 0-2 0V16a4 4 0 0 0 8 0V8a2 2 0 0 1 4 0v7.2a3 3 0 1 0 2 0z',
  list: 'M4 6h2v2H4zm4 0h12v2H8zm-4 5h2v2H4zm4 0h12v2H8zm-4 5h2v2H4zm4 0h12v2H8z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="icon">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
