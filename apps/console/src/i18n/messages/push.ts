import { defineMessages } from '@dastarkhan/client/messages';

export const pushMessages = defineMessages({
  'push.newOrders': {
    uz: 'Konsol yopiq bo‘lganda yangi buyurtmalar haqida bildirishnoma',
    ru: 'Уведомлять о новых заказах, когда консоль закрыта',
    eng: 'New order notifications when the console is closed',
  },
  'push.unsupported': {
    uz: 'Bu brauzer bildirishnomalarni ko‘rsata olmaydi',
    ru: 'Этот браузер не умеет показывать уведомления',
    eng: 'This browser can’t show notifications',
  },
  'push.denied': {
    uz: 'Bildirishnomalar brauzer sozlamalarida taqiqlangan',
    ru: 'Уведомления запрещены в настройках браузера',
    eng: 'Notifications are blocked in the browser settings',
  },
  'push.failed': {
    uz: 'Bildirishnomalar hozir mavjud emas. Keyinroq urinib ko‘ring',
    ru: 'Уведомления сейчас недоступны. Попробуйте позже',
    eng: 'Notifications are not available right now. Try again later',
  },
});
