import type { Language, StaffOrder } from '@dastarkhan/domain';
import { readBoot } from '../../app/boot';
import { buildTicket, type PaperWidth, type PrintKind, type Ticket } from './ticket';
import './print.css';

export interface PrintOptions {
  kind: PrintKind;
  width: PaperWidth;
  /** Default: the console's language (the page's `lang`). */
  lang?: Language;
  /** Default: the tenant's name in that language. */
  merchantName?: string;
}

function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return lang === 'uz' || lang === 'ru' ? lang : 'eng';
}

function el(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The ticket as DOM: text nodes only (names come from customers and the menu, never as HTML). */
export function renderTicket(ticket: Ticket, width: PaperWidth): HTMLElement {
  const root = el('div', `print-root print-${ticket.kind} print-w${width}`);
  root.lang = ticket.lang === 'eng' ? 'en' : ticket.lang;
  for (const block of ticket.blocks) {
    switch (block.kind) {
      case 'number':
        root.append(el('div', 'pt-number', block.text));
        break;
      case 'heading':
        root.append(el('div', 'pt-heading', block.text));
        break;
      case 'text':
        root.append(el('div', block.strong ? 'pt-text pt-strong' : 'pt-text', block.text));
        break;
      case 'rule':
        root.append(el('hr', 'pt-rule'));
        break;
      case 'row': {
        const row = el('div', block.strong ? 'pt-row pt-strong' : 'pt-row');
        row.append(el('span', '', block.label), el('span', 'pt-amount', block.amount));
        root.append(row);
        break;
      }
      case 'item': {
        const item = el('div', 'pt-item');
        const line = el('div', 'pt-row');
        line.append(el('span', 'pt-item-name', `${block.count} × ${block.name}`));
        if (block.amount) line.append(el('span', 'pt-amount', block.amount));
        item.append(line);
        for (const option of block.options) item.append(el('div', 'pt-option', `+ ${option}`));
        root.append(item);
        break;
      }
    }
  }
  return root;
}

/**
 * Prints a kitchen ticket or a customer receipt from the browser on a 58 or 80 mm roll: the
 * ticket is put into the page as a print-only subtree (print.css hides everything else and sets
 * the roll's `@page`), the browser's print dialog opens, and the subtree goes once it is done.
 * A print-only subtree rather than an iframe: it needs no inline styles, which the page's
 * content policy may refuse.
 */
export function printOrder(order: StaffOrder, options: PrintOptions): void {
  const lang = options.lang ?? pageLanguage();
  const merchantName = options.merchantName ?? merchantNameOf(lang);
  const root = renderTicket(buildTicket(order, options.kind, lang, merchantName), options.width);
  for (const old of document.querySelectorAll('.print-root')) old.remove();
  document.body.append(root);
  document.body.classList.add('printing');
  const done = () => {
    root.remove();
    document.body.classList.remove('printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

function merchantNameOf(lang: Language): string {
  try {
    const { name } = readBoot().merchant;
    return name[lang] || name.ru || name.uz || name.eng || '';
  } catch {
    return '';
  }
}
