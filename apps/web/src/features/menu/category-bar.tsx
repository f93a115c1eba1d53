import { useT } from '@dastarkhan/client';
import { useEffect, useRef, useState } from 'react';
import type { MenuCategory } from './menu-view';

/**
 * A sticky bar of category chips that follows the scroll: the chip of the category in view is
 * marked and scrolled into sight; a tap jumps to its section.
 */
export function CategoryBar({
  categories,
  onJump,
}: {
  categories: MenuCategory[];
  onJump: (id: number) => void;
}) {
  const { t } = useT();
  const [active, setActive] = useState<number | null>(categories[0]?.id ?? null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sections = categories
      .map((c) => document.getElementById(`category-${c.id}`))
      .filter((el): el is HTMLElement => el !== null);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          visible.set(entry.target.id, entry.isIntersecting ? entry.boundingClientRect.top : Infinity);
        const top = [...visible.entries()].filter(([, y]) => y !== Infinity).sort((a, b) => a[1] - b[1])[0];
        if (top) setActive(Number(top[0].replace('category-', '')));
      },
      { rootMargin: '-120px 0px -55% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    const chip = barRef.current?.querySelector<HTMLElement>(`[data-category="${active}"]`);
    const bar = barRef.current;
    if (chip && bar) bar.scrollTo({ left: chip.offsetLeft - 16, behavior: 'smooth' });
  }, [active]);

  return (
    // The track scrolls under a fading edge (.scroll-fade) inside the sticky bar, so only the chips
    // fade, never the bar's background.
    <nav className="category-bar" aria-label={t('menu.categories')}>
      <div className="category-track scroll-fade" ref={barRef}>
        {categories.map((category) => (
          <a
            key={category.id}
            href={`#category-${category.id}`}
            data-category={category.id}
            className={category.id === active ? 'chip chip-active' : 'chip'}
            aria-current={category.id === active ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setActive(category.id);
              onJump(category.id);
            }}
          >
            {category.name}
          </a>
        ))}
      </div>
    </nav>
  );
}
