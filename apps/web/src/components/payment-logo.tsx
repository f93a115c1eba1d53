import type { PaymentType } from '@dastarkhan/domain';
import type { ReactNode } from 'react';
import './payment-logo.css';

// Small wordmarks in each provider's colours, drawn here from plain shapes and text (not the
// providers' artwork): recognisable in a payment list and on an order, with no image request.
// Cash and terminal, which have no brand, get a banknote and a card-terminal pictogram.

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

function Wordmark({ background, children }: { background: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true" focusable="false" className="pay-logo">
      <rect x="0.5" y="0.5" width="63" height="39" rx="9" fill={background} stroke="#0000001a" />
      {children}
    </svg>
  );
}

const MARKS: Partial<Record<PaymentType, () => ReactNode>> = {
  PAYME: () => (
    <Wordmark background="#ffffff">
      <text
        x="32"
        y="25.5"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="16"
        fontWeight="800"
        letterSpacing="-0.4"
      >
        <tspan fill="#13263d">pay</tspan>
        <tspan fill="#00b2bd">me</tspan>
      </text>
    </Wordmark>
  ),
  CLICK: () => (
    <Wordmark background="#0062e6">
      <circle cx="12" cy="20" r="6" fill="none" stroke="#ffffff" strokeWidth="2.6" />
      <circle cx="12" cy="20" r="1.8" fill="#ffffff" />
      <text x="40" y="25" textAnchor="middle" fontFamily={FONT} fontSize="14" fontWeight="800" fill="#ffffff">
        click
      </text>
    </Wordmark>
  ),
  UZUM: () => (
    <Wordmark background="#7000ff">
      <text
        x="32"
        y="25.5"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="15"
        fontWeight="800"
        fill="#ffffff"
      >
        uzum
      </text>
      <circle cx="52" cy="12" r="2.5" fill="#ffd400" />
    </Wordmark>
  ),
  CASH: () => (
    <Wordmark background="#e8f5ec">
      <rect x="12" y="11" width="40" height="18" rx="3" fill="#1e7d3c" />
      <rect x="15" y="14" width="34" height="12" rx="2" fill="none" stroke="#bfe5c9" strokeWidth="1.2" />
      <circle cx="32" cy="20" r="4.5" fill="#bfe5c9" />
    </Wordmark>
  ),
  TERMINAL: () => (
    <Wordmark background="#eef0f3">
      <rect x="22" y="6" width="20" height="29" rx="4" fill="#3b3f46" />
      <rect x="25" y="9" width="14" height="8" rx="1.5" fill="#9fd3ff" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}${col}`}
            x={26 + col * 4.5}
            y={20 + row * 4.5}
            width="3"
            height="3"
            rx="0.8"
            fill="#d7dbe0"
          />
        )),
      )}
      <rect x="18" y="26" width="12" height="8" rx="1.5" fill="#f2a93b" transform="rotate(-14 24 30)" />
    </Wordmark>
  ),
};

/** The method's mark, or null for a method without one (the name alone is shown then). */
export function PaymentLogo({ type }: { type: PaymentType | null | undefined }) {
  const mark = type ? MARKS[type] : undefined;
  return mark ? mark() : null;
}
