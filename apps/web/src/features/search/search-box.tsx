import { useT } from '@dastarkhan/client';
import { Form } from 'react-router';

/**
 * A GET form to `/search?q=…`: it works before (or without) JavaScript; once hydrated the
 * parent also searches as the visitor types.
 */
export function SearchBox({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-form"
      onSubmit={() => onSubmit(value)}
      replace
    >
      <label htmlFor="search-q" className="visually-hidden">
        {t('search.label')}
      </label>
      <span className="search-field">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10.5 3a7.5 7.5 0 1 0 4.7 13.3l4.3 4.2 1.4-1.4-4.2-4.3A7.5 7.5 0 0 0 10.5 3zm0 2a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z"
          />
        </svg>
        <input
          id="search-q"
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          spellCheck={false}
        />
      </span>
      <button type="submit" className="button button-primary search-submit">
        {t('search.submit')}
      </button>
    </Form>
  );
}
