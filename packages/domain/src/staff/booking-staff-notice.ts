import type { Multilingual } from '../i18n/multilingual.js';

/** "25.11 19:30" on the Tashkent clock: the same digits in every language. */
function shortWhen(day: string, time: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${date}.${month} ${time}`;
}

/**
 * The notification a customer gets when the restaurant confirms their booking, or cancels it
 * (with the reason staff gave, as they wrote it).
 */
export function staffBookingNotice(
  kind: 'CONFIRMED' | 'CANCELED',
  booking: { day: string; time: string; tableName: string; branchName: Multilingual; reason?: string | null },
): { title: Multilingual; body: Multilingual } {
  const when = shortWhen(booking.day, booking.time);
  const { tableName: table, branchName: branch } = booking;
  if (kind === 'CONFIRMED')
    return {
      title: {
        uz: 'Restoran broningizni tasdiqladi',
        ru: 'Ресторан подтвердил бронь',
        eng: 'Booking confirmed',
      },
      body: {
        uz: `${branch.uz}, ${table}-stol, ${when}. Sizni kutamiz!`,
        ru: `${branch.ru}, стол ${table}, ${when}. Ждём вас!`,
        eng: `${branch.eng}, table ${table}, ${when}. We look forward to seeing you!`,
      },
    };
  const reason = booking.reason?.trim();
  return {
    title: {
      uz: 'Restoran broningizni bekor qildi',
      ru: 'Ресторан отменил бронь',
      eng: 'Booking cancelled by the restaurant',
    },
    body: {
      uz: `${branch.uz}, ${table}-stol, ${when}.${reason ? ` Sabab: ${reason}` : ''}`,
      ru: `${branch.ru}, стол ${table}, ${when}.${reason ? ` Причина: ${reason}` : ''}`,
      eng: `${branch.eng}, table ${table}, ${when}.${reason ? ` Reason: ${reason}` : ''}`,
    },
  };
}
