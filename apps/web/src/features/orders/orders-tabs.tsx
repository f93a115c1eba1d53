import { type KeyboardEvent, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs of the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between the tabs
 * and select them. Panels are the caller's, with ids `${idBase}-panel-${key}`.
 */
export function OrdersTabs<K extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div className="orders-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.key}`}
            aria-selected={active}
            aria-controls={`${idBase}-panel-${tab.key}`}
            tabIndex={active ? 0 : -1}
            className={`orders-tab${active ? ' orders-tab-active' : ''}`}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
