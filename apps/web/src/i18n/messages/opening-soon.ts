import { defineMessages } from '@dastarkhan/client/messages';

export const openingSoonMessages = defineMessages({
  'openingSoon.title': { uz: 'Tez orada ochilamiz', ru: 'Скоро открываемся', eng: 'Opening soon' },
  'openingSoon.text': {
    uz: '{brand} onlayn buyurtmalarni qabul qilishga tayyorlanmoqda. Tez orada shu yerda menyu va yetkazib berish bo‘ladi.',
    ru: '{brand} готовится принимать заказы онлайн. Скоро здесь появятся меню и доставка.',
    eng: '{brand} is getting ready to take orders online. The menu and delivery will be here soon.',
  },
  'openingSoon.later': {
    uz: 'Iltimos, keyinroq qaytib keling.',
    ru: 'Пожалуйста, загляните позже.',
    eng: 'Please come back a little later.',
  },
});
