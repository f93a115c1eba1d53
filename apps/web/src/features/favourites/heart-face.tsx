const HEART =
  'M12 20.6 10.6 19.3C5.6 14.8 2.5 12 2.5 8.4 2.5 5.6 4.7 3.4 7.5 3.4c1.6 0 3.1.7 4.5 2.2 1.4-1.5 2.9-2.2 4.5-2.2 2.8 0 5 2.2 5 5 0 3.6-3.1 6.4-8.1 10.9z';

/** The heart's look, the same 44 px box whether it is live yet or not. */
export function HeartFace({
  variant,
  on,
  label,
  onClick,
}: {
  variant: 'card' | 'inline';
  on: boolean;
  label: string;
  /** Absent until the live heart has loaded: the button is disabled meanwhile. */
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      className={`favourite-button favourite-button-${variant}`}
      aria-pressed={on}
      aria-label={label}
      onClick={onClick}
      disabled={!onClick}
    >
      <span className="favourite-button-face">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d={HEART}
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </button>
  );
}
