import { formatTashkentDate } from '@dastarkhan/client';
import type { Language, OperatorPromo, PromoEditInput, PromoKind } from '@dastarkhan/domain';
import { isOpenEnded } from '@dastarkhan/domain/client';

/** What the promo sheet's inputs hold: text, as typed; '' means "not set". */
export interface PromoFormValues {
  code: string;
  type: PromoKind;
  amount: string;
  minPrice: string;
  usesTotal: string;
  usesPerCustomer: string;
  /** YYYY-MM-DD in Tashkent. */
  startDay: string;
  endDay: string;
}

/** Tashkent has kept UTC+5 all year since 1992: a day starts at 00:00+05:00. */
const TASHKENT_OFFSET = '+05:00';
const TASHKENT_MS = 5 * 60 * 60_000;

/** The Tashkent calendar day of an instant. */
export const tashkentDayOf = (iso: string) =>
  new Date(Date.parse(iso) + TASHKENT_MS).toISOString().slice(0, 10);

export function emptyPromoForm(today: string): PromoFormValues {
  return {
    code: '',
    type: 'PERCENTAGE',
    amount: '',
    minPrice: '',
    usesTotal: '',
    usesPerCustomer: '1',
    startDay: today,
    endDay: '',
  };
}

export function promoFormOf(promo: OperatorPromo): PromoFormValues {
  return {
    code: promo.code,
    type: promo.type,
    amount: promo.type === 'FREE_DELIVERY' ? '' : String(promo.amount),
    minPrice: promo.minPrice ? String(promo.minPrice) : '',
    usesTotal: promo.usesTotal === null ? '' : String(promo.usesTotal),
    usesPerCustomer: promo.usesPerCustomer === null ? '' : String(promo.usesPerCustomer),
    startDay: tashkentDayOf(promo.startDate),
    endDay: isOpenEnded(promo.endDate) ? '' : tashkentDayOf(promo.endDate),
  };
}

const whole = (text: string) => {
  const digits = text.replace(/[\s\u00a0]/g, '');
  return digits === '' ? null : Number(digits);
};

/**
 * The request body: the start day from its first moment, the end day to its last, both in
 * Tashkent; an empty limit is no limit. Ranges are the server's to judge (its message is shown).
 */
export function promoBodyOf(values: PromoFormValues): PromoEditInput {
  return {
    code: values.code.trim(),
    type: values.type,
    amount: values.type === 'FREE_DELIVERY' ? 0 : (whole(values.amount) ?? 0),
    minPrice: whole(values.minPrice) ?? 0,
    usesTotal: whole(values.usesTotal),
    usesPerCustomer: whole(values.usesPerCustomer),
    startDate: values.startDay ? `${values.startDay}T00:00:00.000${TASHKENT_OFFSET}` : null,
    endDate: values.endDay ? `${values.endDay}T23:59:59.999${TASHKENT_OFFSET}` : null,
  };
}

/** A promo's day in Tashkent without the time: promos run whole days ("31 декабря 2027"). */
export const promoDayLabel = (iso: string, lang: Language) =>
  formatTashkentDate(iso, lang).replace(/, \d{2}:\d{2}$/, '');
