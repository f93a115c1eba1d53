import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.js';

describe('the Markdown of a page, rendered for the storefront', () => {
  it('renders paragraphs, emphasis, lists and headings below the page title', () => {
    expect(renderMarkdown('# Who we are\n\nA **family** café.\n\n- plov\n- lagman')).toBe(
      '<h2>Who we are</h2>\n<p>A <strong>family</strong> café.</p>\n<ul>\n<li>plov</li>\n<li>lagman</li>\n</ul>\n',
    );
  });

  it('shows raw HTML as text: no script, no event handler, no iframe', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://x">',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps http(s), mailto and tel links and drops javascript:, data: and vbscript: ones', () => {
    const html = renderMarkdown(
      '[site](https://dastarkhan.uz) [mail](mailto:a@b.uz) [call](tel:+998712001010) [x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](data:text/html;base64,PHNjcmlwdD4=) [v](vbscript:msgbox) ![i](javascript:alert(1))',
    );
    expect(html).toContain(
      '<a href="https://dastarkhan.uz" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html).toContain('<a href="mailto:a@b.uz">mail</a>');
    expect(html).toContain('<a href="tel:+998712001010">call</a>');
    expect(html).not.toMatch(/href="(javascript|data|vbscript)/i);
    expect(html).not.toMatch(/src="javascript/i);
    expect(html).toContain('[x](javascript:alert(1))');
  });

  it('keeps a single line break inside a paragraph, as the old plain texts were written', () => {
    expect(renderMarkdown('One\nstill one')).toBe('<p>One<br>\nstill one</p>\n');
  });
});
