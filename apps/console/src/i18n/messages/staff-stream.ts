import { defineMessages } from '@dastarkhan/client/messages';

/** The staff stream's status, shown by the board, the kitchen and the inbox. */
export const staffStreamMessages = defineMessages({
  'stream.connecting': { uz: 'Ulanmoqda…', ru: 'Подключение…', eng: 'Connecting…' },
  'stream.live': { uz: 'Jonli', ru: 'В эфире', eng: 'Live' },
  'stream.reconnecting': { uz: 'Qayta ulanmoqda…', ru: 'Переподключение…', eng: 'Reconnecting…' },
  'stream.offline': {
    uz: 'Aloqa yo‘q — yangi buyurtma va chaqiruvlar kelmaydi',
    ru: 'Нет связи — новые заказы и вызовы не приходят',
    eng: 'Offline — new orders and calls are not coming in',
  },
});
