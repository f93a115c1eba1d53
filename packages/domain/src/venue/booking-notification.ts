import type { Multilingual } from '../i18n/multilingual.js';

/** "25.11 19:30" on the Tashkent clock: the same digits in every language. */
function shortWhen(day: string, time: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${date}.${month} ${time}`;
}

/**
 * The notification a customer gets when their booking is confirmed (at once: the table is held
 * when the booking is made) or when they cancel it.
 */
export function bookingNotification(
  kind: 'CONFIRMED' | 'CANCELED',
  booking: { day: string; time: string; tableName: string; chairs: number; branchName: Multilingual },
): { title: Multilingual; body: Multilingual } {
  const when = shortWhen(booking.day, booking.time);
  const { tableName: table, chairs, branchName: branch } = booking;
  if (kind === 'CONFIRMED')
    return {
      title: { uz: 'Stol band qilindi', ru: 'Стол забронирован', eng: 'Table booked' },
      body: {
        uz: `${branch.uz}, ${table}-stol, ${chairs} kishi, ${when}`,
        ru: `${branch.ru}, стол ${table}, гостей: ${chairs}, ${when}`,
        eng: `${branch.eng}, table ${table}, ${chairs} ${chairs === 1 ? 'guest' : 'guests'}, ${when}`,
      },
    };
  return {
    title: { uz: 'Bron bekor qilindi', ru: 'Бронь отменена', eng: 'Booking cancelled' },
    body: {
      uz: `${branch.uz}, ${table}-stol, ${when}`,
      ru: `${branch.ru}, стол ${table}, ${when}`,
      eng: `${branch.eng}, table ${table}, ${when}`,
    },
  };
}
