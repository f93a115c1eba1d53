import { z } from 'zod';
import type { Multilingual } from '../i18n/multilingual.js';

export const WeekdaySchema = z.enum([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);
export type Weekday = z.infer<typeof WeekdaySchema>;
/** Monday first, as the week is counted in Uzbekistan. */
export const WEEKDAYS = WeekdaySchema.options;

export const WEEKDAY_LABELS: Record<Weekday, Multilingual> = {
  MONDAY: { uz: 'Dushanba', ru: 'Понедельник', eng: 'Monday' },
  TUESDAY: { uz: 'Seshanba', ru: 'Вторник', eng: 'Tuesday' },
  WEDNESDAY: { uz: 'Chorshanba', ru: 'Среда', eng: 'Wednesday' },
  THURSDAY: { uz: 'Payshanba', ru: 'Четверг', eng: 'Thursday' },
  FRIDAY: { uz: 'Juma', ru: 'Пятница', eng: 'Friday' },
  SATURDAY: { uz: 'Shanba', ru: 'Суббота', eng: 'Saturday' },
  SUNDAY: { uz: 'Yakshanba', ru: 'Воскресенье', eng: 'Sunday' },
};

/** Shown for a day whose work hour has `isWorking: false` (spec §9 "holiday label"). */
export const HOLIDAY_LABEL: Multilingual = { uz: 'Dam olish kuni', ru: 'Выходной', eng: 'Day off' };
