import { defineMessages } from '@dastarkhan/client/messages';

export const layoutMessages = defineMessages({
  'basket.open': { uz: 'Savatni ochish', ru: 'Открыть корзину', eng: 'Open the basket' },
  'basket.summary': {
    uz: '{count, plural, other {# ta mahsulot}}',
    ru: '{count, plural, one {# товар} few {# товара} other {# товаров}}',
    eng: '{count, plural, one {# item} other {# items}}',
  },
  'basket.empty': { uz: "Savat bo'sh", ru: 'Корзина пуста', eng: 'The basket is empty' },
  'footer.rights': {
    uz: 'Barcha huquqlar himoyalangan',
    ru: 'Все права защищены',
    eng: 'All rights reserved',
  },
});
