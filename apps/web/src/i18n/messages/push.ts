import { defineMessages } from '@dastarkhan/client/messages';

export const pushMessages = defineMessages({
  'push.notifyOrder': {
    uz: 'Buyurtma holati haqida xabar bering',
    ru: 'Сообщать о статусе заказа',
    eng: 'Notify me about this order',
  },
  'push.on': {
    uz: 'Yoqildi: bu brauzerga buyurtmalaringiz holati keladi',
    ru: 'Включено: статусы ваших заказов придут в этот браузер',
    eng: "On: your orders' statuses will come to this browser",
  },
  'push.unsupported': {
    uz: "Bu brauzer bildirishnomalarni ko'rsata olmaydi",
    ru: 'Этот браузер не умеет показывать уведомления',
    eng: "This browser can't show notifications",
  },
  'push.denied': {
    uz: 'Bildirishnomalar brauzer sozlamalarida taqiqlangan',
    ru: 'Уведомления запрещены в настройках браузера',
    eng: 'Notifications are blocked in the browser settings',
  },
  'push.failed': {
    uz: "Bildirishnomalar hozir mavjud emas. Keyinroq urinib ko'ring",
    ru: 'Уведомления сейчас недоступны. Попробуйте позже',
    eng: 'Notifications are not available right now. Try again later',
  },
});
