import './search.css';
import { useT } from '@dastarkhan/client';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { useTenant } from '../../app/startup/tenant-context';
import { ProductCard } from '../menu/index';
import { SearchBox } from './search-box';
import { useSearchHistory } from './search-history';
import type { SearchResult } from './search-result';

const TYPING_PAUSE_MS = 350;

export interface SearchViewProps {
  query: string;
  results: SearchResult[];
  total: number;
  categories: Array<{ id: number; name: string }>;
  /** The categories whose name matches the query, shown above the dishes. */
  matchedCategories: Array<{ id: number; name: string }>;
  /** When no dish matches but categories do: their dishes. */
  categoryResults: SearchResult[];
}

/** `/search`: the box, then results, or — while the box is empty — history and categories. */
export function SearchView({
  query,
  results,
  total,
  categories,
  matchedCategories,
  categoryResults,
}: SearchViewProps) {
  const { t } = useT();
  const { merchant } = useTenant();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const history = useSearchHistory(merchant.id);
  const [text, setText] = useState(query);
  // The query this page asked for while typing; any other change of `query` (history entry,
  // back button) came from outside and replaces the text in the box.
  const typedQuery = useRef(query);

  useEffect(() => {
    if (query !== typedQuery.current) {
      typedQuery.current = query;
      setText(query);
    }
  }, [query]);

  useEffect(() => {
    const value = text.trim();
    if (value === '' || value === query) return;
    const timer = setTimeout(() => {
      typedQuery.current = value;
      navigate(`/search?q=${encodeURIComponent(value)}`, { replace: true, preventScrollReset: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, query, navigate]);

  const searching =
    navigation.state === 'loading' && navigation.location.pathname === '/search' && text.trim() !== '';
  const open = (productId: number) => {
    history.add(query);
    navigate(`/product/${productId}`);
  };
  const runQuery = (value: string) => {
    setText(value);
    history.add(value);
    typedQuery.current = value;
    navigate(`/search?q=${encodeURIComponent(value)}`, { preventScrollReset: true });
  };

  return (
    <div className="search-page">
      <h1 className="search-title">{t('search.title')}</h1>
      <SearchBox
        value={text}
        onChange={setText}
        onSubmit={(value) => {
          // Asked for here: its arrival must not overwrite what is typed next meanwhile.
          typedQuery.current = value.trim();
          history.add(value);
        }}
      />
      {text.trim() === '' ? (
        <>
          <SearchHistory items={history.items} onPick={runQuery} onClear={history.clear} />
          {history.items.length === 0 && <p className="search-prompt">{t('search.prompt')}</p>}
          <CategoryLinks categories={categories} />
        </>
      ) : searching ? (
        <ResultsSkeleton label={t('search.loading')} />
      ) : query === '' ? null : results.length === 0 && matchedCategories.length === 0 ? (
        <div className="search-empty" role="status">
          <BowlIllustration />
          <h2>{t('search.noResults', { query })}</h2>
          <p>{t('search.noResultsHint')}</p>
          <Link className="button button-primary" to="/">
            {t('soon.toMenu')}
          </Link>
          <CategoryLinks categories={categories} />
        </div>
      ) : results.length === 0 ? (
        <>
          <p className="search-prompt" role="status">
            {t('search.onlyCategories', { query })}
          </p>
          <CategoryLinks categories={matchedCategories} matched />
          <ResultsSection title={t('search.fromCategories')} results={categoryResults} onOpen={open} />
        </>
      ) : (
        <>
          <CategoryLinks categories={matchedCategories} matched />
          <ResultsSection
            title={t('search.results', { query, count: total })}
            results={results}
            onOpen={open}
            live
          />
        </>
      )}
    </div>
  );
}

function ResultsSection({
  title,
  results,
  onOpen,
  live = false,
}: {
  title: string;
  results: SearchResult[];
  onOpen: (productId: number) => void;
  /** The title announces the count as it changes while typing. */
  live?: boolean;
}) {
  const { settings } = useTenant();
  if (results.length === 0) return null;
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="search-results-title" aria-live={live ? 'polite' : undefined}>
        {title}
      </h2>
      <div className="product-grid grid-medium">
        {results.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            size="MEDIUM"
            withBasket={settings.cartInMainActive && !product.withoutCart}
            priority={index === 0}
            onOpen={onOpen}
          />
        ))}
      </div>
    </section>
  );
}

function SearchHistory({
  items,
  onPick,
  onClear,
}: {
  items: string[];
  onPick: (query: string) => void;
  onClear: () => void;
}) {
  const { t } = useT();
  if (items.length === 0) return null;
  return (
    <section className="search-history" aria-labelledby="search-history-title">
      <div className="search-section-head">
        <h2 id="search-history-title">{t('search.history')}</h2>
        <button
          type="button"
          className="search-clear"
          onClick={onClear}
          aria-label={t('search.clearHistoryLabel')}
        >
          {t('search.clearHistory')}
        </button>
      </div>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <a
              href={`/search?q=${encodeURIComponent(item)}`}
              className="search-history-item"
              onClick={(event) => {
                event.preventDefault();
                onPick(item);
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M13 3a9 9 0 0 0-9 9H1l4 4 4-4H6a7 7 0 1 1 2 4.9l-1.4 1.4A9 9 0 1 0 13 3zm-1 5v5l4.3 2.5.7-1.2-3.5-2.1V8z"
                />
              </svg>
              <span>{item}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links to categories: every one (nothing typed, nothing found) or those matching the query. */
function CategoryLinks({
  categories,
  matched = false,
}: {
  categories: SearchViewProps['categories'];
  matched?: boolean;
}) {
  const { t } = useT();
  if (categories.length === 0) return null;
  const titleId = matched ? 'search-matched-title' : 'search-categories-title';
  return (
    <nav
      className={`search-categories${matched ? ' search-categories-matched' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t(matched ? 'search.matchedCategories' : 'search.browse')}</h2>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className="chip" to={`/category?id=${category.id}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div className="search-results" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="search-results-title skeleton search-skeleton-title" />
      <div className="product-grid grid-medium">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={index} className="search-skeleton-card">
            <div className="skeleton search-skeleton-image" />
            <div className="skeleton search-skeleton-line" />
            <div className="skeleton search-skeleton-line search-skeleton-short" />
          </div>
        ))}
      </div>
    </div>
  );
}

function BowlIllustration() {
  return (
    <svg className="search-empty-art" viewBox="0 0 120 90" width="120" height="90" aria-hidden="true">
      <ellipse cx="60" cy="82" rx="40" ry="5" fill="var(--line)" />
      <path d="M14 40h92a46 40 0 0 1-92 0z" fill="var(--brand)" />
      <path d="M14 40h92" stroke="var(--text)" strokeWidth="3" strokeLinecap="round" />
      <circle cx="46" cy="30" r="7" fill="var(--surface-2)" stroke="var(--text)" strokeWidth="2" />
      <circle cx="62" cy="26" r="8" fill="var(--surface-2)" stroke="var(--text)" strokeWidth="2" />
      <circle cx="77" cy="31" r="6" fill="var(--surface-2)" stroke="var(--text)" strokeWidth="2" />
      <path d="M88 8 70 34" stroke="var(--text)" strokeWidth="3" strokeLinecap="round" />
      <path d="M96 12 76 36" stroke="var(--text)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
