import type { CredentialGroup, IntegrationCheck, Multilingual } from '@dastarkhan/domain';
import type { FastifyInstance } from 'fastify';
import { createEskizGateway, SmsDeliveryError } from '../sms/index.js';
import type { OpenCredentials } from './credentials-store.js';
import { telegramGetMe } from './telegram-bot-api.js';

const ok = (message: Multilingual): IntegrationCheck => ({ ok: true, message });
const fail = (message: Multilingual): IntegrationCheck => ({ ok: false, message });

const NOT_SET: Multilingual = {
  uz: "Ma'lumotlar kiritilmagan: avval saqlang.",
  ru: 'Данные не заданы: сначала сохраните их.',
  eng: 'Nothing is set yet: save the values first.',
};

/** Eskiz: its real login call; Play Mobile has none (it authenticates each text). */
async function checkSms(app: FastifyInstance, open: OpenCredentials): Promise<IntegrationCheck> {
  if (open.smsGateway === 'CONSOLE')
    return fail({
      uz: 'SMS shlyuzi tanlanmagan: kodlar demo qutisiga boradi.',
      ru: 'SMS-шлюз не выбран: коды уходят в демо-ящик.',
      eng: 'No SMS gateway chosen: codes go to the demo outbox.',
    });
  const { login, password } = open.sms;
  if (!login || !password) return fail(NOT_SET);
  if (open.smsGateway === 'PLAY_MOBILE')
    return ok({
      uz: "Login va parol kiritilgan. Play Mobile'ni faqat SMS yuborib tekshirish mumkin.",
      ru: 'Логин и пароль заданы. Play Mobile можно проверить только отправкой SMS.',
      eng: 'Login and password are set. Play Mobile can only be checked by sending a text.',
    });
  const { config } = app.deps;
  try {
    await createEskizGateway({
      baseUrl: config.sms.eskizBaseUrl,
      email: login,
      password,
      timeoutMs: 8_000,
    }).checkLogin();
    return ok({
      uz: 'Eskiz login va parolni qabul qildi.',
      ru: 'Eskiz принял логин и пароль.',
      eng: 'Eskiz accepted the login.',
    });
  } catch (error) {
    if (error instanceof SmsDeliveryError && error.cause === undefined)
      return fail({
        uz: 'Eskiz login yoki parolni rad etdi.',
        ru: 'Eskiz отклонил логин или пароль.',
        eng: 'Eskiz refused the login or password.',
      });
    return fail({
      uz: "Eskiz'ga ulanib bo'lmadi. Keyinroq urinib ko'ring.",
      ru: 'Не удалось связаться с Eskiz. Попробуйте позже.',
      eng: 'Could not reach Eskiz. Try again later.',
    });
  }
}

async function checkTelegram(app: FastifyInstance, open: OpenCredentials): Promise<IntegrationCheck> {
  const token = open.telegram.botToken;
  if (!token) return fail(NOT_SET);
  const result = await telegramGetMe(app.deps.config.telegramApiUrl, token, { timeoutMs: 8_000 });
  if (result.kind === 'ok')
    return ok({
      uz: `Bot @${result.username} javob bermoqda.`,
      ru: `Бот @${result.username} отвечает.`,
      eng: `Bot @${result.username} answers.`,
    });
  if (result.kind === 'refused')
    return fail({
      uz: 'Telegram bu tokenni tanimadi.',
      ru: 'Telegram не узнал этот токен.',
      eng: 'Telegram does not know this token.',
    });
  return fail({
    uz: "Telegram'ga ulanib bo'lmadi. Keyinroq urinib ko'ring.",
    ru: 'Не удалось связаться с Telegram. Попробуйте позже.',
    eng: 'Could not reach Telegram. Try again later.',
  });
}

type Rule = { test: (v: string) => boolean; optional?: boolean; label: Multilingual };
const digits = /^\d{1,20}$/;
const token = (min: number) => (v: string) => v.length >= min && v.length <= 200 && !/\s/.test(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What each provider's values look like (their sandboxes cannot be reached from here). */
const FORMATS: Record<'payme' | 'click' | 'uzum', Record<string, Rule>> = {
  payme: {
    merchantId: {
      test: (v) => /^[0-9a-f]{24}$/i.test(v),
      label: { uz: 'kassa ID (24 belgi)', ru: 'ID кассы (24 символа)', eng: 'merchant id (24 characters)' },
    },
    key: { test: token(10), label: { uz: 'kalit', ru: 'ключ', eng: 'key' } },
    testKey: {
      test: token(10),
      optional: true,
      label: { uz: 'test kaliti', ru: 'тестовый ключ', eng: 'test key' },
    },
  },
  click: {
    serviceId: {
      test: (v) => digits.test(v),
      label: { uz: 'service ID (raqamlar)', ru: 'service ID (цифры)', eng: 'service id (digits)' },
    },
    merchantId: {
      test: (v) => digits.test(v),
      label: { uz: 'merchant ID (raqamlar)', ru: 'merchant ID (цифры)', eng: 'merchant id (digits)' },
    },
    secretKey: { test: token(8), label: { uz: 'maxfiy kalit', ru: 'секретный ключ', eng: 'secret key' } },
    merchantUserId: {
      test: (v) => digits.test(v),
      optional: true,
      label: {
        uz: 'merchant user ID (raqamlar)',
        ru: 'merchant user ID (цифры)',
        eng: 'merchant user id (digits)',
      },
    },
  },
  uzum: {
    terminalId: {
      test: (v) => UUID.test(v),
      optional: true,
      label: { uz: 'terminal ID (UUID)', ru: 'ID терминала (UUID)', eng: 'terminal id (UUID)' },
    },
    apiKey: { test: token(16), optional: true, label: { uz: 'API kaliti', ru: 'API-ключ', eng: 'API key' } },
    login: { test: token(1), label: { uz: 'webhook logini', ru: 'логин вебхуков', eng: 'webhook login' } },
    password: {
      test: token(8),
      label: { uz: 'webhook paroli', ru: 'пароль вебхуков', eng: 'webhook password' },
    },
    serviceId: {
      test: (v) => digits.test(v),
      label: { uz: 'service ID (raqamlar)', ru: 'service ID (цифры)', eng: 'service id (digits)' },
    },
  },
};

function checkFormat(group: 'payme' | 'click' | 'uzum', values: Record<string, string>): IntegrationCheck {
  const rules = FORMATS[group];
  if (Object.keys(rules).every((name) => !values[name])) return fail(NOT_SET);
  const wrong = Object.entries(rules).filter(([name, rule]) => {
    const value = values[name] ?? '';
    return value ? !rule.test(value) : !rule.optional;
  });
  if (wrong.length === 0)
    return ok({
      uz: "Qiymatlar to'g'ri ko'rinishda. Yakuniy tekshiruv — haqiqiy to'lov.",
      ru: 'Значения выглядят верно. Окончательная проверка — настоящий платёж.',
      eng: 'The values look right. A real payment is the final test.',
    });
  const list = (lang: keyof Multilingual) => wrong.map(([, rule]) => rule.label[lang]).join(', ');
  return fail({
    uz: `Tekshiring: ${list('uz')}.`,
    ru: `Проверьте: ${list('ru')}.`,
    eng: `Check: ${list('eng')}.`,
  });
}

/** The Test button of one integration, on the saved values; never throws for a provider's sake. */
export function checkIntegration(
  app: FastifyInstance,
  group: CredentialGroup,
  open: OpenCredentials,
): Promise<IntegrationCheck> {
  if (group === 'sms') return checkSms(app, open);
  if (group === 'telegram') return checkTelegram(app, open);
  return Promise.resolve(checkFormat(group, open[group]));
}
