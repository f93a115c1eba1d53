import { tables } from '@dastarkhan/db';
import { type Language, staffReservationMessage, staffWaiterCallMessage } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findMerchantById } from '../../http/merchant-repository.js';
import { cachedMerchantSettings, loadPrivateSettings } from '../../http/merchant-settings.js';
import { consoleOrdersUrl } from '../telegram/index.js';
import { writeMessages } from './fan-out-order-event.js';

const { waiterCalls, reservations, diningTables, halls, users } = tables;

async function staffGroupTarget(app: FastifyInstance, merchantId: number) {
  const merchant = await findMerchantById(app.deps.db, merchantId);
  if (!merchant) return null;
  const { telegramStaffChatId } = await loadPrivateSettings(app, merchantId);
  if (!telegramStaffChatId) return null;
  const settings = await cachedMerchantSettings(app, merchantId);
  return {
    merchant,
    lang: settings.mainLanguage as Language,
    consoleUrl: consoleOrdersUrl(app.deps.config, merchant),
  };
}

/** The `waiter-call` fan-out: the staff group hears which table called. */
export async function fanOutWaiterCall(app: FastifyInstance, merchantId: number, id: number) {
  const target = await staffGroupTarget(app, merchantId);
  if (!target) return;
  const [call] = await app.deps.db
    .select({ table: diningTables.name, hall: halls.name })
    .from(waiterCalls)
    .innerJoin(diningTables, eq(diningTables.id, waiterCalls.tableId))
    .innerJoin(halls, eq(halls.id, diningTables.hallId))
    .where(and(eq(waiterCalls.id, id), eq(waiterCalls.merchantId, merchantId)));
  if (!call) return;
  const { lang } = target;
  const message = staffWaiterCallMessage({
    lang,
    table: call.table,
    hall: call.hall[lang] || call.hall.uz,
    consoleUrl: target.consoleUrl,
  });
  await writeMessages(app, [
    {
      merchantId,
      key: `waiter-call:${id}:staff-group`,
      channel: 'telegram',
      topic: 'staff-waiter-call',
      payload: { to: 'staff-group', message },
    },
  ]);
}

/** The `reservation` fan-out: the staff group hears of a new booking. */
export async function fanOutReservation(app: FastifyInstance, merchantId: number, id: number) {
  const target = await staffGroupTarget(app, merchantId);
  if (!target) return;
  const [booking] = await app.deps.db
    .select({
      at: reservations.reservedAt,
      guests: reservations.chairs,
      comment: reservations.comment,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(eq(reservations.id, id), eq(reservations.merchantId, merchantId)));
  if (!booking) return;
  const message = staffReservationMessage({
    lang: target.lang,
    name: [booking.firstName, booking.lastName].filter(Boolean).join(' ') || '—',
    phone: booking.phone ?? '—',
    at: booking.at,
    guests: booking.guests,
    comment: booking.comment,
    consoleUrl: target.consoleUrl,
  });
  await writeMessages(app, [
    {
      merchantId,
      key: `reservation:${id}:staff-group`,
      channel: 'telegram',
      topic: 'staff-reservation',
      payload: { to: 'staff-group', message },
    },
  ]);
}
