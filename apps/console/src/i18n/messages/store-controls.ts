import { defineMessages } from '@dastarkhan/client/messages';

/** Pausing a branch or its services and busy mode (`features/store-controls`). */
export const storeControlsMessages = defineMessages({
  'storeControls.open': { uz: 'Buyurtma qabul qilinmoqda', ru: 'Принимаем заказы', eng: 'Taking orders' },
  'storeControls.pausedUntil': {
    uz: '{time} gacha pauza',
    ru: 'Пауза до {time}',
    eng: 'Paused until {time}',
  },
  'storeControls.somePaused': {
    uz: 'Qisman pauza {time} gacha',
    ru: 'Частичная пауза до {time}',
    eng: 'Partly paused until {time}',
  },
  'storeControls.busyUntil': {
    uz: '+{extra} daq. {time} gacha',
    ru: '+{extra} мин до {time}',
    eng: '+{extra} min until {time}',
  },
  'storeControls.title': { uz: 'Filial holati', ru: 'Работа филиалов', eng: 'Store controls' },
  'storeControls.close': { uz: 'Yopish', ru: 'Закрыть', eng: 'Close' },
  'storeControls.loading': { uz: 'Yuklanmoqda…', ru: 'Загрузка…', eng: 'Loading…' },
  'storeControls.statusOpen': {
    uz: 'Ochiq — buyurtmalar qabul qilinmoqda',
    ru: 'Открыт — принимает заказы',
    eng: 'Open — taking orders',
  },
  'storeControls.statusPaused': {
    uz: 'PAUZA — {time} gacha buyurtma qabul qilinmaydi',
    ru: 'ПАУЗА — не принимает заказы до {time}',
    eng: 'PAUSED — not taking orders until {time}',
  },
  'storeControls.statusPausedTypes': {
    uz: 'PAUZA: {types} — {time} gacha',
    ru: 'ПАУЗА: {types} — до {time}',
    eng: 'PAUSED: {types} — until {time}',
  },
  'storeControls.remaining': { uz: 'Qoldi: {left}', ru: 'Осталось: {left}', eng: '{left} left' },
  'storeControls.reasonShown': { uz: 'Sabab: {reason}', ru: 'Причина: {reason}', eng: 'Reason: {reason}' },
  'storeControls.busyOn': {
    uz: 'Band rejimi: +{extra} daqiqa, {time} gacha',
    ru: 'Загружены: +{extra} мин до {time}',
    eng: 'Busy: +{extra} min until {time}',
  },
  'storeControls.pause': { uz: 'Pauza qilish', ru: 'Поставить на паузу', eng: 'Pause' },
  'storeControls.pauseFor': { uz: 'Qancha vaqtga', ru: 'На сколько', eng: 'For how long' },
  'storeControls.minutes': { uz: '{minutes} daq.', ru: '{minutes} мин', eng: '{minutes} min' },
  'storeControls.untilNextOpen': {
    uz: 'Keyingi ochilishgacha',
    ru: 'До следующего открытия',
    eng: 'Until it next opens',
  },
  'storeControls.what': { uz: 'Nimani', ru: 'Что', eng: 'What' },
  'storeControls.wholeBranch': { uz: 'Butun filial', ru: 'Весь филиал', eng: 'The whole branch' },
  'storeControls.reason': {
    uz: 'Sabab (ixtiyoriy)',
    ru: 'Причина (необязательно)',
    eng: 'Reason (optional)',
  },
  'storeControls.resume': { uz: 'Qayta ochish', ru: 'Возобновить приём', eng: 'Resume' },
  'storeControls.busy': { uz: 'Band rejimi', ru: 'Режим загрузки', eng: 'Busy mode' },
  'storeControls.busyExtra': {
    uz: 'Vaqtga qo‘shish',
    ru: 'Добавить ко времени',
    eng: 'Add to promised times',
  },
  'storeControls.busyFor': { uz: 'Davomiyligi', ru: 'На сколько', eng: 'For how long' },
  'storeControls.busyStart': {
    uz: 'Band rejimini yoqish',
    ru: 'Включить режим загрузки',
    eng: 'Turn busy mode on',
  },
  'storeControls.busyStop': {
    uz: 'Band rejimini o‘chirish',
    ru: 'Выключить режим загрузки',
    eng: 'Turn busy mode off',
  },
  'storeControls.extra': { uz: '+{minutes} daq.', ru: '+{minutes} мин', eng: '+{minutes} min' },
  'storeControls.saved': { uz: 'Saqlandi', ru: 'Сохранено', eng: 'Saved' },
  'storeControls.unavailable': {
    uz: 'Filial boshqaruvi hozir ishlamayapti',
    ru: 'Управление филиалом сейчас недоступно',
    eng: 'Store controls are not available right now',
  },
});
