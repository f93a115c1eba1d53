import { defineMessages } from '@dastarkhan/client/messages';

/** `/console/stop-list`. */
export const stopListMessages = defineMessages({
  'stopList.title': { uz: 'Stop-list', ru: 'Стоп-лист', eng: 'Stop-list' },
  'stopList.branch': { uz: 'Filial', ru: 'Филиал', eng: 'Branch' },
  'stopList.search': {
    uz: 'Taom yoki qo‘shimcha qidirish',
    ru: 'Поиск блюда или добавки',
    eng: 'Find a dish or option',
  },
  'stopList.now': {
    uz: 'Hozir stop-listda: {count}',
    ru: 'Сейчас в стоп-листе: {count}',
    eng: 'On the stop-list now: {count}',
  },
  'stopList.nothing': { uz: 'Hammasi sotuvda.', ru: 'Всё в продаже.', eng: 'Everything is on sale.' },
  'stopList.noMatch': { uz: 'Hech narsa topilmadi.', ru: 'Ничего не найдено.', eng: 'Nothing found.' },
  'stopList.back': { uz: 'Yana sotuvda', ru: 'Снова в продаже', eng: 'Back in stock' },
  'stopList.backNamed': {
    uz: '{name}: yana sotuvda',
    ru: '{name}: снова в продаже',
    eng: '{name}: back in stock',
  },
  'stopList.onSale': { uz: 'Sotuvda', ru: 'В продаже', eng: 'On sale' },
  'stopList.stopped': { uz: 'Stop', ru: 'Стоп', eng: 'Stopped' },
  'stopList.untilTime': { uz: '{time} gacha', ru: 'до {time}', eng: 'until {time}' },
  'stopList.untilEndOfDay': { uz: 'Kun oxirigacha', ru: 'До конца дня', eng: 'Until the end of the day' },
  'stopList.untilChosenTime': {
    uz: 'Belgilangan vaqtgacha',
    ru: 'До определённого времени',
    eng: 'Until a time',
  },
  'stopList.untilBack': {
    uz: 'Qo‘lda qaytarguncha',
    ru: 'Пока не верну вручную',
    eng: 'Until I turn it back',
  },
  'stopList.stopTitle': { uz: '«{name}» stop-listga', ru: '«{name}» в стоп-лист', eng: 'Stop “{name}”' },
  'stopList.howLong': { uz: 'Qancha vaqtga?', ru: 'На сколько?', eng: 'For how long?' },
  'stopList.time': { uz: 'Vaqt (Toshkent)', ru: 'Время (Ташкент)', eng: 'Time (Tashkent)' },
  'stopList.timeRequired': { uz: 'Vaqtni kiriting', ru: 'Укажите время', eng: 'Enter a time' },
  'stopList.stopConfirm': { uz: 'Stop qilish', ru: 'Поставить на стоп', eng: 'Stop it' },
  'stopList.cancel': { uz: 'Bekor qilish', ru: 'Отмена', eng: 'Cancel' },
});
