import type { Multilingual } from '@dastarkhan/domain';
import MarkdownIt from 'markdown-it';

/**
 * The merchant's Markdown as the storefront may show it (decision 026): raw HTML is not parsed
 * (`html: false` escapes it as text), and a link or image goes only to http(s), mailto: or tel:
 * (or a path of the site) — markdown-it drops any other URL, so `javascript:` never reaches a
 * page. Links leave the site without the storefront's referrer or window.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
md.validateLink = (url: string) => SAFE_URL.test(url.trim());

const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:/i.test(token.attrGet('href') ?? '')) {
    token.attrSet('rel', 'noopener noreferrer nofollow');
    token.attrSet('target', '_blank');
  }
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** Headings start at level 2: the page's own title is its only h1. */
md.core.ruler.push('demote_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    const level = Math.min(6, Number(token.tag.slice(1)) + 1);
    token.tag = `h${level}`;
  }
  return true;
});

export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

export function renderMultilingual(text: Multilingual): Multilingual {
  return { uz: renderMarkdown(text.uz), ru: renderMarkdown(text.ru), eng: renderMarkdown(text.eng) };
}
