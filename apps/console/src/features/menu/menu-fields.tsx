import { useT } from '@dastarkhan/client';
import type { Language, Multilingual } from '@dastarkhan/domain';
import { type ReactNode, useId } from 'react';

const LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];
const LANG_KEYS = { uz: 'menu.lang.uz', ru: 'menu.lang.ru', eng: 'menu.lang.eng' } as const;

/** The error the server answered for a field (`costPrice`, `name.uz`, `modificationGroups.0.min`). */
export type FieldError = { field: string; text: string } | null;
export const errorAt = (error: FieldError, field: string) =>
  error && error.field === field ? error.text : null;

/**
 * A text in the three languages, each its own labelled field. An empty text in a language the
 * storefront shows is marked "translation missing" — a customer reading that language would see
 * another language's text.
 */
export function TextTriple({
  label,
  value,
  onChange,
  active,
  field,
  error,
  multiline = false,
  maxLength,
}: {
  label: string;
  value: Multilingual;
  onChange: (value: Multilingual) => void;
  active: readonly Language[];
  field: string;
  error: FieldError;
  multiline?: boolean;
  maxLength: number;
}) {
  const { t } = useT();
  const id = useId();
  const allEmpty = LANGUAGES.every((l) => value[l].trim() === '');
  return (
    <fieldset className="menu-triple">
      <legend>{label}</legend>
      {LANGUAGES.map((lang) => {
        const fieldId = `${id}-${lang}`;
        const missing = active.includes(lang) && value[lang].trim() === '' && !(multiline && allEmpty);
        const problem = errorAt(error, `${field}.${lang}`);
        const describedBy = [missing ? `${fieldId}-missing` : null, problem ? `${fieldId}-error` : null]
          .filter(Boolean)
          .join(' ');
        const common = {
          id: fieldId,
          value: value[lang],
          maxLength,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': describedBy || undefined,
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
        };
        return (
          <div key={lang} className="menu-lang-field">
            <label htmlFor={fieldId}>
              <span className="menu-lang">{t(LANG_KEYS[lang])}</span>
              {missing && (
                <span id={`${fieldId}-missing`} className="menu-missing">
                  {t('menu.translationMissing')}
                </span>
              )}
            </label>
            {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
            {problem && (
              <p id={`${fieldId}-error`} className="form-error" role="alert">
                {problem}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** One labelled input with the server's error under it. */
export function Field({
  label,
  field,
  error,
  children,
  hint,
}: {
  label: string;
  field: string;
  error: FieldError;
  hint?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const problem = errorAt(error, field);
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="menu-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(problem ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <span id={`${id}-hint`} className="menu-hint">
          {hint}
        </span>
      )}
      {problem && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
