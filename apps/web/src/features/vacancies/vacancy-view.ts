import type { Language } from '@dastarkhan/domain';
import { formatSom } from '@dastarkhan/domain/client';
import type { MessageKey } from '../../i18n/catalog';

/** A vacancy as the list shows it, in the page's language. */
export interface VacancySummary {
  id: number;
  position: string;
  /** null: the vacancy is for the merchant as a whole (or its branch is gone). */
  branchName: string | null;
  salaryFrom: number | null;
  salaryTo: number | null;
}

export interface VacancyDetails extends VacancySummary {
  responsible: string;
  responsiblePhone: string;
  requirements: string;
  description: string;
}

type T = (key: MessageKey, values?: Record<string, string | number>) => string;

/** "4 000 000 – 7 000 000 so'm", "from 4 000 000 so'm", "up to …", or "Negotiable". */
export function salaryText(t: T, lang: Language, from: number | null, to: number | null): string {
  if (from !== null && to !== null) {
    if (from === to) return formatSom(from, lang);
    // The unit once, after the range: "4 000 000 – 7 000 000 so'm".
    const unitless = (amount: number) => formatSom(amount, lang).replace(/\u00A0\S+$/, '');
    return t('vacancies.salaryRange', { from: unitless(from), to: formatSom(to, lang) });
  }
  if (from !== null) return t('vacancies.salaryFrom', { amount: formatSom(from, lang) });
  if (to !== null) return t('vacancies.salaryTo', { amount: formatSom(to, lang) });
  return t('vacancies.negotiable');
}

/** Lines of a free text as paragraphs. */
export function textBlocks(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}
