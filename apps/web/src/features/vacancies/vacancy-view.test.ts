import { describe, expect, it } from 'vitest';
import { salaryText } from './vacancy-view';

// Echoes the key and values, so the test reads which message was chosen with what.
const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
const NBSP = '\u00A0';

describe('salaryText', () => {
  it('writes a range with the unit once, at the end', () => {
    expect(salaryText(t, 'uz', 4_000_000, 7_000_000)).toBe(
      `vacancies.salaryRange {"from":"4${NBSP}000${NBSP}000","to":"7${NBSP}000${NBSP}000${NBSP}so'm"}`,
    );
    expect(salaryText(t, 'eng', 4_000_000, 7_000_000)).toBe(
      `vacancies.salaryRange {"from":"4,000,000","to":"7,000,000${NBSP}UZS"}`,
    );
  });

  it('writes one amount when both ends are equal', () => {
    expect(salaryText(t, 'ru', 5_000_000, 5_000_000)).toBe(`5${NBSP}000${NBSP}000${NBSP}сум`);
  });

  it('says "from" or "up to" when one end is open, and "negotiable" when both are', () => {
    expect(salaryText(t, 'ru', 3_000_000, null)).toMatch(/^vacancies\.salaryFrom /);
    expect(salaryText(t, 'ru', null, 3_000_000)).toMatch(/^vacancies\.salaryTo /);
    expect(salaryText(t, 'ru', null, null)).toBe('vacancies.negotiable');
  });
});
