import { defineMessages } from '@dastarkhan/client/messages';

// The "closed now" notice of the menu, product and basket pages (components/closed-notice.tsx).
// When it opens comes from the branches' texts ("opens tomorrow at 10:00").
export const storeHoursMessages = defineMessages({
  'storeHours.closed': { uz: 'Hozir yopiq', ru: 'Сейчас закрыто', eng: 'Closed now' },
  'storeHours.paused': {
    uz: 'Hozir buyurtma qabul qilinmayapti',
    ru: 'Сейчас заказы не принимаются',
    eng: 'Not taking orders right now',
  },
  'storeHours.backAt': {
    uz: 'buyurtmalar {time} dan qabul qilinadi',
    ru: 'заказы принимаем с {time}',
    eng: 'orders again from {time}',
  },
  'storeHours.orderLater': {
    uz: 'Buyurtmani hozir berib, keyingi vaqtga belgilashingiz mumkin: vaqtni rasmiylashtirishda tanlang.',
    ru: 'Можно оформить заказ ко времени: выберите время при оформлении.',
    eng: 'You can order for later: choose the time at checkout.',
  },
  'storeHours.noOrders': {
    uz: 'Hozircha buyurtma berib bo‘lmaydi.',
    ru: 'Сейчас заказ оформить нельзя.',
    eng: 'Orders cannot be placed for now.',
  },
});
