import type { ReactNode } from 'react';

/**
 * One card of the checkout form: a titled region the submit button can send the focus to
 * (tabIndex -1) when something in it is missing, with that problem under its content.
 */
export function CheckoutSection({
  id,
  title,
  problem,
  children,
  className,
}: {
  id: string;
  title: string;
  problem?: string | null;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      className={`co-card${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="co-card-title">
        {title}
      </h2>
      {children}
      {problem && (
        <p className="form-error co-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

/** A radio drawn as a card or a chip: the native input stays (keyboard, screen readers), the label is the target. */
export function ChoiceRadio({
  name,
  value,
  checked,
  onChange,
  children,
  className = 'co-option',
  disabled,
  describedBy,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  /** The id of a note saying why the choice is disabled. */
  describedBy?: string;
}) {
  return (
    <label className={className} data-checked={checked ? 'true' : undefined}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      {children}
    </label>
  );
}
