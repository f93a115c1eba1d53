import type { HTMLAttributes, Ref } from 'react';

/**
 * A labelled input (or textarea) with its error under it; the error is tied to the input for
 * screen readers and announced when it appears.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  required = false,
  maxLength,
  placeholder,
  autoComplete = 'off',
  inputMode,
  multiline = false,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  maxLength: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="form-field addr-field">
      <label htmlFor={id} className="addr-label">
        {label}
        {required && (
          <span className="addr-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} ref={inputRef} rows={2} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} ref={inputRef} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
