import { defineMessages } from '@dastarkhan/client';

/** `/console/staff`. */
export const staffMessages = defineMessages({
  'staff.title': { uz: 'Xodimlar', ru: 'Сотрудники', eng: 'Staff' },
});
