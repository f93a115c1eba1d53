import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/scalars.js';
import type { Multilingual } from '../i18n/multilingual.js';

// The OWNER's view of the outbox (issue 18, decision 035): every message to a customer or to the
// staff, what became of it, and why a dead one did not go out — in words, not codes.

export const OUTBOX_STATES = ['dead', 'pending', 'sent', 'skipped'] as const;
export const OutboxStateSchema = z.enum(OUTBOX_STATES);
export type OutboxState = z.infer<typeof OutboxStateSchema>;

export const OutboxChannelSchema = z.enum(['telegram', 'sms', 'push']);
export type OutboxChannel = z.infer<typeof OutboxChannelSchema>;

/**
 * Who the message was for, shown safely: a kind and, for an SMS, the phone masked
 * (`+998 90 ••• •• 12`). Never a chat id, a push endpoint or a whole number.
 */
export const OutboxRecipientSchema = z.object({
  kind: z.enum(['customer', 'staff-group', 'phone', 'browser', 'other']),
  masked: z.string().nullable(),
});
export type OutboxRecipient = z.infer<typeof OutboxRecipientSchema>;

export const OutboxMessageViewSchema = z.object({
  id: IdSchema,
  channel: OutboxChannelSchema,
  topic: z.string(),
  order: z.object({ id: IdSchema, number: z.number().int() }).nullable(),
  recipient: OutboxRecipientSchema,
  state: OutboxStateSchema,
  attempts: z.number().int().nonnegative(),
  /** The last failure's code (blocked, rate_limited…): `outboxReasonText` gives its words. */
  lastReason: z.string().nullable(),
  /** The provider's own words for it, as it answered. */
  lastError: z.string().nullable(),
  createdDate: IsoDateTimeSchema,
  sentAt: IsoDateTimeSchema.nullable(),
  deadAt: IsoDateTimeSchema.nullable(),
  nextAttemptAt: IsoDateTimeSchema.nullable(),
});
export type OutboxMessageView = z.infer<typeof OutboxMessageViewSchema>;

export const OutboxCountsSchema = z.object({
  dead: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type OutboxCounts = z.infer<typeof OutboxCountsSchema>;

/** `GET /users/v1/operator/outbox?state=&page=&size=`: one state, newest first; dead unless asked. */
export const OutboxQuerySchema = z.object({
  state: z.preprocess((s) => (s === '' ? undefined : s), OutboxStateSchema.default('dead')),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxPageSchema = z.object({
  content: z.array(OutboxMessageViewSchema),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  counts: OutboxCountsSchema,
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

/** `+998 90 ••• •• 12`: enough to tell two customers apart, not enough to call one. */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 4) return '•••';
  const uz = /^998(\d{2})\d{5}(\d{2})$/.exec(digits);
  if (uz) return `+998 ${uz[1]} ••• •• ${uz[2]}`;
  return `+${digits.slice(0, 3)} ••• ${digits.slice(-2)}`;
}

/** Why a message did not go out, as the senders report it (DeliveryResult.reason). */
export const OUTBOX_REASON_LABELS: Record<string, Multilingual> = {
  blocked: {
    uz: 'Qabul qiluvchi botni bloklagan yoki guruhdan chiqargan',
    ru: 'Получатель заблокировал бота или удалил его из группы',
    eng: 'The person blocked the bot, or the group removed it',
  },
  rate_limited: {
    uz: 'Telegram juda ko‘p xabar deb, kutishni so‘radi',
    ru: 'Telegram попросил подождать: слишком много сообщений',
    eng: 'Telegram asked us to wait: too many messages',
  },
  server: {
    uz: 'Xizmat serverida xato (keyinroq o‘tishi mumkin)',
    ru: 'Ошибка на сервере сервиса (может пройти позже)',
    eng: 'The provider’s server failed (may pass later)',
  },
  unreachable: {
    uz: 'Xizmatga ulanib bo‘lmadi',
    ru: 'Не удалось связаться с сервисом',
    eng: 'The provider could not be reached',
  },
  refused: {
    uz: 'Xizmat so‘rovni rad etdi (token yoki ma’lumot noto‘g‘ri)',
    ru: 'Сервис отклонил запрос (неверный токен или данные)',
    eng: 'The provider refused it (a wrong token or data)',
  },
  bad_answer: {
    uz: 'Xizmat tushunarsiz javob berdi',
    ru: 'Сервис ответил непонятно',
    eng: 'The provider gave an answer we could not read',
  },
  no_bot: {
    uz: 'Bot tokeni saqlanmagan',
    ru: 'Токен бота не сохранён',
    eng: 'No bot token saved',
  },
  no_chat: {
    uz: 'Yuboriladigan chat yo‘q (guruh ID yoki mijozning Telegrami)',
    ru: 'Некуда отправить: нет ID группы или Telegram клиента',
    eng: 'Nowhere to send it: no group id, or the customer has no Telegram',
  },
  gone: {
    uz: 'Brauzer obunasi endi yo‘q',
    ru: 'Подписка браузера больше не действует',
    eng: 'The browser’s subscription is gone',
  },
  no_sender: {
    uz: 'Bu kanal uchun yuboruvchi sozlanmagan',
    ru: 'Для этого канала нет отправителя',
    eng: 'Nothing sends on this channel',
  },
  no_merchant: {
    uz: 'Restoran topilmadi',
    ru: 'Заведение не найдено',
    eng: 'The restaurant was not found',
  },
  no_channel: {
    uz: 'Qabul qiluvchining bu kanali yo‘q',
    ru: 'У получателя нет этого канала',
    eng: 'The recipient has no such channel',
  },
  error: {
    uz: 'Yuborishda kutilmagan xato',
    ru: 'Непредвиденная ошибка при отправке',
    eng: 'An unexpected error while sending',
  },
};

/** A reason's words; an unknown code (a new sender's) is shown as it is. */
export function outboxReasonText(reason: string | null): Multilingual | null {
  if (!reason) return null;
  return OUTBOX_REASON_LABELS[reason] ?? { uz: reason, ru: reason, eng: reason };
}

/** What a message is about (its topic), for the OWNER's list. */
export const OUTBOX_TOPIC_LABELS: Record<string, Multilingual> = {
  'staff-new-order': {
    uz: 'Yangi buyurtma — xodimlar guruhiga',
    ru: 'Новый заказ — в группу сотрудников',
    eng: 'New order, to the staff group',
  },
  'staff-cancelled': {
    uz: 'Bekor qilingan buyurtma — xodimlar guruhiga',
    ru: 'Отмена заказа — в группу сотрудников',
    eng: 'Cancelled order, to the staff group',
  },
  'staff-waiter-call': {
    uz: 'Ofitsiant chaqiruvi',
    ru: 'Вызов официанта',
    eng: 'Waiter call',
  },
  'staff-reservation': {
    uz: 'Yangi bron',
    ru: 'Новая бронь',
    eng: 'New reservation',
  },
  'order-status': {
    uz: 'Buyurtma holati — mijozga',
    ru: 'Статус заказа — клиенту',
    eng: 'Order status, to the customer',
  },
  receipt: {
    uz: 'Chek SMS orqali',
    ru: 'Чек по SMS',
    eng: 'Receipt SMS',
  },
};

export function outboxTopicText(topic: string): Multilingual {
  return OUTBOX_TOPIC_LABELS[topic] ?? { uz: topic, ru: topic, eng: topic };
}
