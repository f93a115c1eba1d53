import type { Language, TodayReport } from '@dastarkhan/domain';
import type { TodayLine } from './today-report.js';

const HEADER = ['date', 'branch_id', 'branch', 'service_type', 'payment_type', 'orders', 'revenue'];
/** Excel reads a UTF-8 file as such (Cyrillic included) only when it starts with a BOM. */
const BOM = '\uFEFF';

/** RFC 4180 quoting; a text starting like a formula is neutralised so Excel never runs it. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The day's report as CSV: one row per branch × service type × payment type line, branch
 * names in `language`; a branch without orders gets one row of zeros so every branch shows.
 */
export function todayCsv(report: TodayReport, lines: TodayLine[], language: Language): string {
  const rows: Array<Array<string | number>> = [HEADER];
  for (const branch of report.branches) {
    const name = branch.name[language] || branch.name.uz;
    const mine = lines
      .filter((l) => l.branchId === branch.branchId)
      .sort(
        (a, b) => a.serviceType.localeCompare(b.serviceType) || a.paymentType.localeCompare(b.paymentType),
      );
    if (mine.length === 0) rows.push([report.date, branch.branchId, name, '', '', 0, 0]);
    for (const line of mine)
      rows.push([
        report.date,
        branch.branchId,
        name,
        line.serviceType,
        line.paymentType,
        line.orders,
        line.revenue,
      ]);
  }
  return `${BOM}${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
