import { defineMessages } from '@dastarkhan/client/messages';

/** The settings' Telegram bot panel: the set-up's outcome, connecting again, the staff group's refusal. */
export const settingsTelegramMessages = defineMessages({
  'settingsTelegram.title': {
    uz: 'Telegram bot ulanishi',
    ru: 'Подключение Telegram-бота',
    eng: 'Telegram bot connection',
  },
  'settingsTelegram.hint': {
    uz: 'Token saqlanganda bot avtomatik ulanadi: webhook, buyruqlar va menyu tugmasi.',
    ru: 'При сохранении токена бот подключается сам: webhook, команды и кнопка меню.',
    eng: 'Saving the token connects the bot: its webhook, commands and menu button.',
  },
  'settingsTelegram.setupAfterSave': {
    uz: 'Token saqlangandan keyingi ulanish:',
    ru: 'Подключение после сохранения токена:',
    eng: 'Connecting after the token was saved:',
  },
  'settingsTelegram.connect': {
    uz: 'Botni qayta ulash',
    ru: 'Подключить бота заново',
    eng: 'Connect the bot again',
  },
  'settingsTelegram.connecting': { uz: 'Ulanmoqda…', ru: 'Подключаем…', eng: 'Connecting…' },
  'settingsTelegram.connectHint': {
    uz: 'Bot javob bermay qolsa yoki BotFather’da o‘zgartirilgan bo‘lsa bosing.',
    ru: 'Нажмите, если бот перестал отвечать или его меняли в BotFather.',
    eng: 'Press it when the bot stopped answering or was changed in BotFather.',
  },
  'settingsTelegram.noToken': {
    uz: 'Avval yuqorida bot tokenini saqlang.',
    ru: 'Сначала сохраните токен бота выше.',
    eng: 'Save the bot token above first.',
  },
  'settingsTelegram.staffBlocked': {
    uz: 'Xodimlar guruhi {date} da botni chiqarib yubordi yoki blokladi: botni guruhga qayta qo‘shing.',
    ru: 'Группа сотрудников удалила или заблокировала бота {date}: добавьте бота в группу снова.',
    eng: 'The staff group removed or blocked the bot on {date}: add the bot to the group again.',
  },
  'settingsTelegram.telegramSaid': { uz: 'Telegram javobi', ru: 'Ответ Telegram', eng: 'Telegram said' },
  'settingsTelegram.staffChatHint': {
    uz: 'Guruh ID — manfiy son, masalan -1001000000001. Uni bilish uchun guruhga @RawDataBot’ni qo‘shing: u guruh ID sini yozadi (chat → id), so‘ng uni chiqarib yuboring. O‘z botingizni ham guruhga qo‘shing.',
    ru: 'ID группы — отрицательное число, например -1001000000001. Чтобы узнать его, добавьте в группу @RawDataBot: он напишет ID группы (chat → id), затем удалите его. Ваш бот тоже должен быть в группе.',
    eng: 'A group’s id is a negative number, e.g. -1001000000001. To find it, add @RawDataBot to the group: it writes the group’s id (chat → id); then remove it. Your own bot must be in the group too.',
  },
});
