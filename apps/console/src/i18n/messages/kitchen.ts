import { defineMessages } from '@dastarkhan/client';

/** `/console/kitchen`. */
export const kitchenMessages = defineMessages({
  'kitchen.title': { uz: 'Oshxona', ru: 'Кухня', eng: 'Kitchen' },
});
