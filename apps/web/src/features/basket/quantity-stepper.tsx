/** − count + with a label for each control; the caller decides what a press means. */
export function QuantityStepper({
  value,
  label,
  lessLabel,
  moreLabel,
  onLess,
  onMore,
  lessDisabled = false,
  className,
}: {
  value: number;
  /** Names the whole control (the fieldset's legend), e.g. "Quantity". */
  label: string;
  lessLabel: string;
  moreLabel: string;
  onLess: () => void;
  onMore: () => void;
  lessDisabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={`qty ${className ?? ''}`}>
      <legend className="visually-hidden">{label}</legend>
      <button
        type="button"
        className="qty-button"
        onClick={onLess}
        disabled={lessDisabled}
        aria-label={lessLabel}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 11h14v2H5z" fill="currentColor" />
        </svg>
      </button>
      <output className="qty-value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="qty-button" onClick={onMore} aria-label={moreLabel}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
        </svg>
      </button>
    </fieldset>
  );
}
