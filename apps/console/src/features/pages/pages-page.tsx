import { useT } from '@dastarkhan/client';
import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMerchantName } from '../../app/boot';
import { ScreenTitle } from '../../components/screen-title';
import { CashbackTab } from './cashback-tab';
import { LinksTab } from './links-tab';
import { TextsTab } from './texts-tab';
import { VacanciesTab } from './vacancies-tab';
import './pages.css';

const TABS = ['cashback', 'texts', 'links', 'vacancies'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/console/pages` (OWNER, MANAGER; decision 026): cashback, the storefront's pages in Markdown,
 * contact and app links, vacancies — one tab each, the tab kept in the address (`?tab=`).
 */
export function PagesPage() {
  const { t } = useT();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'cashback';
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (next: Tab) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  // Arrow keys move between tabs (the ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    choose(next);
    buttons.current[TABS.indexOf(next)]?.focus();
  }

  return (
    <div className="pages-screen">
      <ScreenTitle title={t('pages.title')} suffix={useMerchantName()} />
      <div className="pages-tabs" role="tablist" aria-label={t('pages.title')} onKeyDown={onKeyDown}>
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`pages-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`pages-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="pages-tab"
            onClick={() => choose(name)}
          >
            {t(`pages.tab.${name}`)}
          </button>
        ))}
      </div>
      <section
        className="pages-panel"
        role="tabpanel"
        id={`pages-panel-${tab}`}
        aria-labelledby={`pages-tab-${tab}`}
      >
        {tab === 'cashback' && <CashbackTab />}
        {tab === 'texts' && <TextsTab />}
        {tab === 'links' && <LinksTab />}
        {tab === 'vacancies' && <VacanciesTab />}
      </section>
    </div>
  );
}
