import type { OrderStatus } from '../enums/order-status.js';
import { orderStatusLabel } from '../enums/order-status-labels.js';
import type { PaymentType } from '../enums/payment.js';
import type { ServiceType } from '../enums/service-type.js';
import { SERVICE_TYPE_LABELS } from '../enums/service-type-kind.js';
import type { Language } from '../i18n/language.js';
import type { Multilingual } from '../i18n/multilingual.js';
import { formatSom } from '../money/format-som.js';

// The texts of the tenant's Telegram bot (issue 18, decision 031): pure, so the webhook, the
// outbox worker and the tests build the same message. Telegram HTML: every text that came from
// a person (names, comments, addresses, product names) goes through `escapeTelegramHtml`.

/** Telegram's limit on a message's text (after entities are parsed; we count the raw HTML, stricter). */
export const TELEGRAM_TEXT_LIMIT = 4096;

/** A message ready for `sendMessage`: HTML text and at most one button (the sender picks web_app or url). */
export interface BotMessage {
  html: string;
  button?: { text: string; url: string };
}

/** Telegram HTML needs only `<`, `>` and `&` escaped; `"` too, so a value is safe inside an attribute. */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
const esc = escapeTelegramHtml;

/** Telegram's `language_code` (IETF tag) → the app's language, or null when it is none of ours. */
export function botLanguageOf(code: string | undefined | null): Language | null {
  const lower = code?.toLowerCase() ?? '';
  if (lower.startsWith('ru')) return 'ru';
  if (lower.startsWith('uz')) return 'uz';
  if (lower.startsWith('en')) return 'eng';
  return null;
}

/** The app's language → Telegram's `language_code` for setMyCommands. */
export const TELEGRAM_LANGUAGE_CODE: Record<Language, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

const pick = (text: Multilingual, lang: Language) => text[lang] || text.uz || text.ru || text.eng;

export const BOT_MENU_BUTTON_TEXT: Multilingual = { uz: 'Menyu', ru: 'Меню', eng: 'Menu' };

export function botCommands(lang: Language) {
  return [
    {
      command: 'start',
      description: pick({ uz: 'Menyuni ochish', ru: 'Открыть меню', eng: 'Open the menu' }, lang),
    },
    { command: 'help', description: pick({ uz: 'Yordam', ru: 'Помощь', eng: 'Help' }, lang) },
  ];
}

/** The answer to /start: a greeting naming the tenant and the button that opens its storefront. */
export function startGreeting(lang: Language, tenantName: string, storefrontUrl: string): BotMessage {
  const name = `<b>${esc(tenantName)}</b>`;
  const html = pick(
    {
      uz: `Assalomu alaykum! ${name} botiga xush kelibsiz.\nMenyuni ochib, buyurtma bering — holatini shu yerda xabar qilamiz.`,
      ru: `Здравствуйте! Добро пожаловать в бот ${name}.\nОткройте меню и сделайте заказ — о его статусе мы сообщим здесь.`,
      eng: `Hello! Welcome to ${name}.\nOpen the menu and place an order — we will tell you about it here.`,
    },
    lang,
  );
  return {
    html,
    button: {
      text: pick({ uz: 'Menyuni ochish', ru: 'Открыть меню', eng: 'Open the menu' }, lang),
      url: storefrontUrl,
    },
  };
}

/** The answer to any other command. */
export function helpText(lang: Language, storefrontUrl: string): BotMessage {
  return {
    html: pick(
      {
        uz: 'Buyurtma berish uchun pastdagi tugma orqali menyuni oching.\n/start — menyu\n/help — yordam',
        ru: 'Чтобы сделать заказ, откройте меню кнопкой ниже.\n/start — меню\n/help — помощь',
        eng: 'To order, open the menu with the button below.\n/start — menu\n/help — help',
      },
      lang,
    ),
    button: { text: pick(BOT_MENU_BUTTON_TEXT, lang), url: storefrontUrl },
  };
}

/** `26.11 14:30` in Tashkent, whatever the server's zone. */
export function tashkentDayTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tashkent',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')} ${part('hour')}:${part('minute')}`;
}

const ORDER_TITLE = (number: number): Multilingual => ({
  uz: `Buyurtma #${number}`,
  ru: `Заказ №${number}`,
  eng: `Order #${number}`,
});

/**
 * A customer's order moved: number, the status label the apps show (in the words of its service
 * type), the promised time, the order page.
 */
export function orderStatusMessage(input: {
  lang: Language;
  number: number;
  status: OrderStatus;
  /** The order's service type: a pick-up is "picked up" and a dine-in order "served", not "delivered". */
  serviceType?: string | null;
  promisedAt?: Date | null;
  /** The storefront's `/profile/orders/{id}` address. */
  orderUrl: string;
}): BotMessage {
  const { lang } = input;
  const lines = [
    `<b>${esc(pick(ORDER_TITLE(input.number), lang))}</b>`,
    esc(pick(orderStatusLabel(input.status, input.serviceType), lang)),
  ];
  if (
    input.promisedAt &&
    input.status !== 'CANCELED' &&
    input.status !== 'DELIVERED' &&
    input.status !== 'CLOSED'
  )
    lines.push(
      `${pick({ uz: 'Taxminiy vaqt', ru: 'Ожидаемое время', eng: 'Expected at' }, lang)}: ${tashkentDayTime(input.promisedAt)}`,
    );
  return {
    html: lines.join('\n'),
    button: {
      text: pick({ uz: 'Buyurtmani ochish', ru: 'Открыть заказ', eng: 'Open the order' }, lang),
      url: input.orderUrl,
    },
  };
}

export const PAYMENT_TYPE_LABELS: Record<PaymentType, Multilingual> = {
  CASH: { uz: 'Naqd', ru: 'Наличные', eng: 'Cash' },
  TERMINAL: { uz: 'Terminal (karta)', ru: 'Терминал (карта)', eng: 'Card terminal' },
  CLICK: { uz: 'Click', ru: 'Click', eng: 'Click' },
  PAYME: { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
  PAYNET: { uz: 'Paynet', ru: 'Paynet', eng: 'Paynet' },
  UZUM: { uz: 'Uzum', ru: 'Uzum', eng: 'Uzum' },
  OTHER: { uz: 'Boshqa', ru: 'Другое', eng: 'Other' },
};

export interface StaffOrderItem {
  name: string;
  count: number;
  options?: string[];
}

export interface StaffOrderInput {
  lang: Language;
  number: number;
  items: StaffOrderItem[];
  total: number;
  serviceType: ServiceType;
  /** Delivery address as typed; shown for delivery services. */
  address?: string | null;
  /** Hall and table, for DINE_IN. */
  table?: string | null;
  paymentType: PaymentType;
  customerName?: string | null;
  phone?: string | null;
  comment?: string | null;
  branchName?: string | null;
  /** The console's `/console/orders` address. */
  consoleUrl: string;
}

const CONSOLE_BUTTON: Multilingual = {
  uz: 'Konsolda ochish',
  ru: 'Открыть в консоли',
  eng: 'Open in the console',
};

/**
 * Lines joined under the limit: the item lines are cut first, ending with "… and N more", so the
 * head (number, total) and the tail (address, payment) always fit.
 */
function fitted(head: string[], items: string[], tail: string[], lang: Language): string {
  const join = (list: string[]) => [...head, ...list, ...tail].join('\n');
  if (join(items).length <= TELEGRAM_TEXT_LIMIT) return join(items);
  const more = (n: number) =>
    pick({ uz: `… yana ${n} ta`, ru: `… и ещё ${n}`, eng: `… and ${n} more` }, lang);
  let kept = items.length;
  while (kept > 0 && join([...items.slice(0, kept), more(items.length - kept)]).length > TELEGRAM_TEXT_LIMIT)
    kept -= 1;
  const text = join([...items.slice(0, kept), more(items.length - kept)]);
  // Only an absurd head/tail (a 4 000-character comment) is still too long: cut it hard, whole entities kept.
  return text.length <= TELEGRAM_TEXT_LIMIT
    ? text
    : `${text.slice(0, TELEGRAM_TEXT_LIMIT - 1).replace(/&[a-z#0-9]*$|<[^>]*$/, '')}…`;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function orderDetails(input: StaffOrderInput): string[] {
  const { lang } = input;
  const lines = [
    `${pick({ uz: 'Xizmat', ru: 'Тип', eng: 'Service' }, lang)}: ${esc(pick(SERVICE_TYPE_LABELS[input.serviceType], lang))}`,
  ];
  if (input.branchName)
    lines.push(
      `${pick({ uz: 'Filial', ru: 'Филиал', eng: 'Branch' }, lang)}: ${esc(clip(input.branchName, 200))}`,
    );
  if (input.address)
    lines.push(
      `${pick({ uz: 'Manzil', ru: 'Адрес', eng: 'Address' }, lang)}: ${esc(clip(input.address, 500))}`,
    );
  if (input.table)
    lines.push(`${pick({ uz: 'Stol', ru: 'Стол', eng: 'Table' }, lang)}: ${esc(clip(input.table, 100))}`);
  lines.push(
    `${pick({ uz: "To'lov", ru: 'Оплата', eng: 'Payment' }, lang)}: ${esc(pick(PAYMENT_TYPE_LABELS[input.paymentType], lang))}`,
  );
  const who = [input.customerName, input.phone].filter(Boolean).join(', ');
  if (who)
    lines.push(`${pick({ uz: 'Mijoz', ru: 'Клиент', eng: 'Customer' }, lang)}: ${esc(clip(who, 200))}`);
  if (input.comment)
    lines.push(
      `${pick({ uz: 'Izoh', ru: 'Комментарий', eng: 'Comment' }, lang)}: ${esc(clip(input.comment, 1000))}`,
    );
  return lines;
}

const itemLine = (item: StaffOrderItem) => {
  const options = item.options?.length ? ` (${item.options.map((o) => esc(clip(o, 100))).join(', ')})` : '';
  return `• ${esc(clip(item.name, 200))}${options} × ${item.count}`;
};

/** A new order, to the staff group: items with options and counts, total, service, address or table, payment. */
export function staffNewOrderMessage(input: StaffOrderInput): BotMessage {
  const { lang } = input;
  const head = [
    `🆕 <b>${esc(pick({ uz: `Yangi buyurtma #${input.number}`, ru: `Новый заказ №${input.number}`, eng: `New order #${input.number}` }, lang))}</b>`,
  ];
  const tail = [
    `<b>${pick({ uz: 'Jami', ru: 'Итого', eng: 'Total' }, lang)}: ${esc(formatSom(input.total, lang))}</b>`,
    ...orderDetails(input),
  ];
  return {
    html: fitted(head, input.items.map(itemLine), tail, lang),
    button: { text: pick(CONSOLE_BUTTON, lang), url: input.consoleUrl },
  };
}

/** An order cancelled (by the customer, staff or the unpaid-order job), to the staff group. */
export function staffCancelledMessage(input: {
  lang: Language;
  number: number;
  reason?: string | null;
  consoleUrl: string;
}): BotMessage {
  const { lang } = input;
  const lines = [
    `❌ <b>${esc(pick({ uz: `Buyurtma #${input.number} bekor qilindi`, ru: `Заказ №${input.number} отменён`, eng: `Order #${input.number} was cancelled` }, lang))}</b>`,
  ];
  if (input.reason)
    lines.push(
      `${pick({ uz: 'Sabab', ru: 'Причина', eng: 'Reason' }, lang)}: ${esc(clip(input.reason, 1000))}`,
    );
  return { html: lines.join('\n'), button: { text: pick(CONSOLE_BUTTON, lang), url: input.consoleUrl } };
}

/** Nobody accepted an order in time. */
export function staffNotAcceptedMessage(input: {
  lang: Language;
  number: number;
  minutes: number;
  consoleUrl: string;
}): BotMessage {
  const { lang, number, minutes } = input;
  return {
    html: `⏰ <b>${esc(
      pick(
        {
          uz: `Buyurtma #${number} ${minutes} daqiqadan beri qabul qilinmadi`,
          ru: `Заказ №${number} не принят уже ${minutes} мин`,
          eng: `Order #${number} not accepted for ${minutes} min`,
        },
        lang,
      ),
    )}</b>`,
    button: { text: pick(CONSOLE_BUTTON, lang), url: input.consoleUrl },
  };
}

/** A guest called the waiter to a table. */
export function staffWaiterCallMessage(input: {
  lang: Language;
  table: string;
  hall?: string | null;
  comment?: string | null;
  consoleUrl: string;
}): BotMessage {
  const { lang } = input;
  const where = [input.hall, input.table]
    .filter(Boolean)
    .map((s) => esc(clip(String(s), 100)))
    .join(', ');
  const lines = [
    `🔔 <b>${pick({ uz: 'Ofitsiant chaqirildi', ru: 'Вызов официанта', eng: 'Waiter call' }, lang)}</b>: ${where}`,
  ];
  if (input.comment) lines.push(esc(clip(input.comment, 1000)));
  return { html: lines.join('\n'), button: { text: pick(CONSOLE_BUTTON, lang), url: input.consoleUrl } };
}

/** A table reservation made. */
export function staffReservationMessage(input: {
  lang: Language;
  name: string;
  phone: string;
  at: Date;
  guests: number;
  comment?: string | null;
  consoleUrl: string;
}): BotMessage {
  const { lang } = input;
  const lines = [
    `📅 <b>${pick({ uz: 'Yangi bron', ru: 'Новая бронь', eng: 'New reservation' }, lang)}</b>`,
    `${tashkentDayTime(input.at)}, ${pick({ uz: `${input.guests} kishi`, ru: `гостей: ${input.guests}`, eng: `${input.guests} guests` }, lang)}`,
    `${esc(clip(input.name, 200))}, ${esc(clip(input.phone, 30))}`,
  ];
  if (input.comment) lines.push(esc(clip(input.comment, 1000)));
  return { html: lines.join('\n'), button: { text: pick(CONSOLE_BUTTON, lang), url: input.consoleUrl } };
}
