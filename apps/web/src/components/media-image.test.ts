import { isImageVariant } from '@dastarkhan/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaImage } from './media-image';

const sources = (html: string) =>
  [...html.matchAll(/[?&]w=(\d+)&amp;h=(\d+)&amp;q=(\d+)/g)].map((m) => m.slice(1, 4).map(Number));

describe('MediaImage', () => {
  it('offers 1× and 2× of its size by default', () => {
    const html = renderToStaticMarkup(createElement(MediaImage, { src: '/p.webp', alt: '', size: 180 }));
    expect(html).toContain(
      'srcSet="/p.webp?w=180&amp;h=180&amp;q=72 1x, /p.webp?w=360&amp;h=360&amp;q=72 2x"',
    );
    expect(html).not.toContain('sizes=');
    expect(html).toContain('loading="lazy"');
  });

  it('offers widths with their sizes for a photo as wide as the screen, each an encoded variant', () => {
    const html = renderToStaticMarkup(
      createElement(MediaImage, {
        src: '/p.webp',
        alt: '',
        size: 560,
        widths: [560, 768, 1120],
        sizes: '(max-width: 899px) 100vw, 560px',
        priority: true,
      }),
    );
    expect(html).toContain(
      'srcSet="/p.webp?w=560&amp;h=560&amp;q=72 560w, /p.webp?w=768&amp;h=768&amp;q=72 768w, /p.webp?w=1120&amp;h=1120&amp;q=72 1120w"',
    );
    expect(html).toContain('sizes="(max-width: 899px) 100vw, 560px"');
    expect(html).toContain('fetchPriority="high"');
    for (const [w, h, q] of sources(html)) expect(isImageVariant(w!, h!, q!)).toBe(true);
  });

  it('yields the pipe to the largest paint when asked: lazy, low priority', () => {
    const html = renderToStaticMarkup(
      createElement(MediaImage, { src: '/p.webp', alt: '', size: 336, height: 210, yieldToPriority: true }),
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('fetchPriority="low"');
  });
});
