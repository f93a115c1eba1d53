import { defineMessages } from '@dastarkhan/client';

/** `/console/stop-list`. */
export const stopListMessages = defineMessages({
  'stopList.title': { uz: 'Stop-list', ru: 'Стоп-лист', eng: 'Stop-list' },
});
